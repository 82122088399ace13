import type { Core } from '@strapi/strapi';
import { ESCAPE_MARKS, showsFiles } from './text-references';

/** A version of a document that shows a file in one of its texts. */
export interface TextUse {
  uid: string;
  documentId: string;
  locale: string | null;
}

/**
 * The versions (published ones, or drafts) of our content types that show one of the files stored
 * as `hashes` by its address in a text field of their own (Markdown's `![…](/uploads/…)`): the
 * media library records no such use, yet the page shows the file, and a file replaced keeps its
 * address. The database finds the texts that hold a name as written, or a mark that may hide one;
 * each of these is then read as a browser reads its addresses (text-references.ts).
 */
export async function versionsShowingInText(
  strapi: Core.Strapi,
  hashes: readonly string[],
  status: 'published' | 'draft',
): Promise<TextUse[]> {
  if (hashes.length === 0) return [];
  const found: TextUse[] = [];
  for (const type of Object.values(strapi.contentTypes)) {
    if (!type.uid.startsWith('api::')) continue;
    const versioned = type.options?.draftAndPublish === true;
    if (status === 'draft' && !versioned) continue;
    const texts = Object.entries(type.attributes)
      .filter(([, attribute]) => ['richtext', 'text', 'string'].includes((attribute as { type: string }).type))
      .map(([name]) => name);
    if (texts.length === 0) continue;
    const which = versioned ? { publishedAt: status === 'published' ? { $notNull: true } : null } : {};
    const marks = [...hashes, ...ESCAPE_MARKS];
    const match = { $or: texts.flatMap((name) => marks.map((mark) => ({ [name]: { $contains: mark } }))) };
    const candidates = (await strapi.db.query(type.uid).findMany({
      where: { ...which, ...match },
      select: ['documentId', 'locale', ...texts],
    })) as Array<Record<string, unknown>>;
    for (const entry of candidates)
      if (texts.some((name) => typeof entry[name] === 'string' && showsFiles(entry[name] as string, [...hashes])))
        found.push({ uid: type.uid, documentId: String(entry.documentId), locale: (entry.locale as string | null) ?? null });
  }
  return found;
}
