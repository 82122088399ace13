import { formerSlugsAfterMove, formerSlugsOf, type FormerSlug } from '@site/contracts/redirects';

/** One row of a document with an address: a language's draft or published version. */
export interface AddressRow {
  locale?: string | null;
  publishedAt?: string | Date | null;
  slug?: string | null;
  company?: string | null;
  formerSlugs?: unknown;
}

/** The languages a publish names, as Strapi's document service reads them: one, several, every one (`*`), or the default. */
export function publishedLocales(locale: unknown, defaultLocale: string): readonly string[] | '*' {
  if (locale === '*') return '*';
  if (Array.isArray(locale)) return locale.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof locale === 'string' && locale ? [locale] : [defaultLocale];
}

const addressOf = (row: AddressRow | undefined): FormerSlug | null =>
  row?.slug ? { slug: row.slug, ...(row.company ? { company: row.company } : {}) } : null;

/**
 * The former addresses a document keeps after a publish of `locales`, or null when they stay as
 * they are. Each language is compared with itself — the published version with the draft being
 * published — so a document in two languages (one published, one renamed, or both) keeps every
 * address one of its published versions had. The addresses already kept come from every draft:
 * `formerSlugs` is shared by the languages.
 */
export function formerSlugsAfterPublish(rows: readonly AddressRow[], locales: readonly string[] | '*'): FormerSlug[] | null {
  const drafts = rows.filter((row) => !row.publishedAt);
  const kept = formerSlugsOf(drafts.flatMap((row) => formerSlugsOf(row.formerSlugs)));
  const unique = kept.filter(
    (entry, index) => kept.findIndex((other) => other.slug === entry.slug && other.company === entry.company) === index,
  );
  let former = unique;
  for (const draft of drafts) {
    if (locales !== '*' && !locales.includes(draft.locale ?? '')) continue;
    const previous = addressOf(rows.find((row) => row.publishedAt && (row.locale ?? null) === (draft.locale ?? null)));
    const current = addressOf(draft);
    if (previous && current) former = formerSlugsAfterMove(former, previous, current);
  }
  const unchanged = drafts.every((row) => JSON.stringify(formerSlugsOf(row.formerSlugs)) === JSON.stringify(former));
  return unchanged ? null : former;
}
