/**
 * What an editor is told before a language version is published, in both admin languages: a
 * link inside the site to a page that does not exist (an error: the CMS refuses the publish), and
 * warnings that do not block it — a picture without alternative text, a link to the other
 * language's page, headings that skip a level, a title or description search results and shared
 * cards cut off, an excerpt still in the other language, a field both languages share changed
 * while the other language's published page still shows the old value. Pure functions of the version, its
 * model and what exists; `cms/src/publish-checks/index.ts` reads those and enforces the errors.
 */
import { isDeepStrictEqual } from 'node:util';
import { languageOfPath } from '@site/contracts/site-paths';
import { isSharedByLanguages } from '../i18n/attribute-languages';
import { pathLabel } from '../plugins/field-guide/guide/path-label';

export type CheckLevel = 'error' | 'warning';
export type CheckCode =
  | 'broken-link'
  | 'link-other-language'
  | 'missing-alt'
  | 'heading-order'
  | 'title-length'
  | 'description-length'
  | 'other-language-text'
  | 'shared-fields-other-language'
  | 'external-link';

/** A text in both admin languages. */
export interface Text {
  id: string;
  en: string;
}

export interface Finding {
  level: CheckLevel;
  code: CheckCode;
  /** The field, as the admin names attributes: `body`, `seo.metaTitle`, `values.2.description`. */
  field: string;
  message: Text;
}

/** A content language's name, in both admin languages: `en` → bahasa Inggris, English. */
export const languageName = (locale: string): Text =>
  locale === 'en' ? { id: 'bahasa Inggris', en: 'English' } : { id: 'bahasa Indonesia', en: 'Indonesian' };

/** Search results show about this many characters of a title, and of a description. */
export const TITLE_SHOWN = 60;
export const DESCRIPTION_SHOWN = 160;

interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
}
export type GetModel = (uid: string) => { attributes: Record<string, Attribute> } | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every rich-text and text value of a version with its field name, components' included. */
export function textFields(
  getModel: GetModel,
  uid: string,
  data: Record<string, unknown>,
  at = '',
): Array<{ field: string; type: string; value: string }> {
  const model = getModel(uid);
  if (!model) return [];
  const found: Array<{ field: string; type: string; value: string }> = [];
  for (const [name, attribute] of Object.entries(model.attributes)) {
    const field = at ? `${at}.${name}` : name;
    const value = data[name];
    if (['richtext', 'text', 'string'].includes(attribute.type) && typeof value === 'string' && value)
      found.push({ field, type: attribute.type, value });
    if (attribute.type === 'component' && attribute.component) {
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => {
        if (isRecord(item))
          found.push(
            ...textFields(getModel, attribute.component as string, item, attribute.repeatable ? `${field}.${index + 1}` : field),
          );
      });
    }
  }
  return found;
}

/** The links a rich text makes: markdown `[text](target)` and HTML `href`. */
export function linksIn(markdown: string): string[] {
  const links = [...markdown.matchAll(/(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  links.push(...[...markdown.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1]));
  return links;
}

/**
 * A link's path inside the site (no query, fragment or trailing slash), or null for a link
 * elsewhere, a file or an anchor on the page itself.
 */
export function sitePath(link: string, siteOrigin: string): string | null {
  let target = link.trim();
  if (target.startsWith(siteOrigin)) target = target.slice(siteOrigin.length) || '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  const path = target.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  if (path.startsWith('/uploads/') || path.startsWith('/static/')) return null;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A link to another site, as an absolute http(s) address (a `//host` link as https), or null. */
export function externalAddress(link: string, siteOrigin: string): string | null {
  const target = link.trim();
  if (!/^(https?:)?\/\//i.test(target)) return null;
  try {
    const url = new URL(target, 'https://example.invalid');
    if (url.origin === new URL(siteOrigin).origin) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The links of a version to other sites, each once with the first field it is in: those a rich
 * text makes, and text fields that hold nothing but an address (a button's link, a profile).
 */
export function externalLinks(
  getModel: GetModel,
  uid: string,
  data: Record<string, unknown>,
  siteOrigin: string,
): Array<{ field: string; url: string }> {
  const found = new Map<string, string>();
  for (const { field, type, value } of textFields(getModel, uid, data)) {
    const links = type === 'richtext' ? linksIn(value) : /^\S+$/.test(value.trim()) ? [value] : [];
    for (const link of links) {
      const url = externalAddress(link, siteOrigin);
      if (url && !found.has(url)) found.set(url, field);
    }
  }
  return [...found].map(([url, field]) => ({ field, url }));
}

/** What the CMS keeps of a version itself, whatever a form says. */
const OWN_FIELDS = new Set(['id', 'documentId', 'locale', 'publishedAt', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

/**
 * A version as the edit view's form holds it, unsaved: the form's value of each field but the
 * relations (the form holds what it connects and disconnects, not the relation) over the saved one.
 */
export function withFormValues(
  getModel: GetModel,
  uid: string,
  saved: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...saved };
  for (const [name, attribute] of Object.entries(getModel(uid)?.attributes ?? {}))
    if (attribute.type !== 'relation' && !OWN_FIELDS.has(name) && Object.prototype.hasOwnProperty.call(values, name))
      merged[name] = values[name];
  return merged;
}

/** The headings of a rich text, by level, in order (markdown `#` lines and HTML h1–h6). */
export function headingLevels(markdown: string): number[] {
  const levels: number[] = [];
  for (const line of markdown.split('\n')) {
    const atx = /^ {0,3}(#{1,6})\s/.exec(line);
    if (atx) levels.push(atx[1].length);
    for (const tag of line.matchAll(/<h([1-6])\b/gi)) levels.push(Number(tag[1]));
  }
  return levels;
}

/** The pictures a rich text shows without alternative text: `![](…)`, `<img>` without alt. */
export function picturesWithoutAlt(markdown: string): number {
  const markdownPictures = [...markdown.matchAll(/!\[\s*\]\(/g)].length;
  const htmlPictures = [...markdown.matchAll(/<img\b[^>]*>/gi)].filter(
    (tag) => !/\balt\s*=\s*["'][^"']+["']/i.test(tag[0]),
  ).length;
  return markdownPictures + htmlPictures;
}

/** What the checks are given besides the version itself. */
export interface CheckContext {
  uid: string;
  locale: string;
  /** The same document's version in the other language, if any (the excerpt check compares). */
  other: Record<string, unknown> | null;
  /** The other language's published version, if any: what its page shows of the fields both share. */
  otherPublished?: { locale: string; data: Record<string, unknown> } | null;
  siteOrigin: string;
  /** Whether the site has (or will have, with this publish) a page at a path. */
  pageExists: (path: string) => boolean;
}

/** The files of a version's media fields, with their alternative text as the media library keeps it. */
interface FileValue {
  alternativeText?: string | null;
  mime?: string | null;
  name?: string | null;
}

const picture = (value: unknown): FileValue | null =>
  isRecord(value) && (typeof value.mime !== 'string' || value.mime.startsWith('image/')) ? (value as FileValue) : null;

/** The checks of one language version, as read with its files (and components) populated. */
export function publishChecks(getModel: GetModel, data: Record<string, unknown>, context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const model = getModel(context.uid);
  if (!model) return findings;

  // Pictures: the field beside it (coverAlt for cover) or, without one, the file's own text.
  const mediaIn = (modelUid: string, values: Record<string, unknown>, at: string) => {
    const attributes = getModel(modelUid)?.attributes ?? {};
    for (const [name, attribute] of Object.entries(attributes)) {
      const field = at ? `${at}.${name}` : name;
      const value = values[name];
      if (attribute.type === 'media') {
        for (const file of (Array.isArray(value) ? value : [value]).map(picture)) {
          if (!file) continue;
          const beside = `${name}Alt`;
          const alt = beside in attributes ? values[beside] : file.alternativeText;
          if (typeof alt !== 'string' || !alt.trim())
            findings.push({
              level: 'warning',
              code: 'missing-alt',
              field: beside in attributes ? (at ? `${at}.${beside}` : beside) : field,
              message: {
                id: `Gambar "${file.name ?? name}" belum punya teks alternatif: pembaca layar dan mesin pencari tidak tahu isinya.`,
                en: `The picture "${file.name ?? name}" has no alternative text: screen readers and search engines cannot tell what it shows.`,
              },
            });
        }
      }
      if (attribute.type === 'component' && attribute.component) {
        const items = Array.isArray(value) ? value : [value];
        items.forEach((item, index) => {
          if (isRecord(item))
            mediaIn(attribute.component as string, item, attribute.repeatable ? `${field}.${index + 1}` : field);
        });
      }
    }
  };
  mediaIn(context.uid, data, '');

  for (const { field, type, value } of textFields(getModel, context.uid, data)) {
    if (type !== 'richtext') continue;
    const missing = picturesWithoutAlt(value);
    if (missing > 0)
      findings.push({
        level: 'warning',
        code: 'missing-alt',
        field,
        message: {
          id: `${missing} gambar di dalam teks belum punya teks alternatif (tulis di antara [ ] pada ![ ](…)).`,
          en: `${missing} picture(s) in the text have no alternative text (write it between the [ ] of ![ ](…)).`,
        },
      });
    for (const link of linksIn(value)) {
      const path = sitePath(link, context.siteOrigin);
      if (path === null) continue;
      if (!context.pageExists(path))
        findings.push({
          level: 'error',
          code: 'broken-link',
          field,
          message: {
            id: `Tautan ke ${path} menuju halaman yang tidak ada di situs: perbaiki atau hapus tautannya sebelum menerbitkan.`,
            en: `The link to ${path} leads to a page the site does not have: correct or remove it before publishing.`,
          },
        });
      else if (languageOfPath(path) !== context.locale)
        findings.push({
          level: 'warning',
          code: 'link-other-language',
          field,
          message: {
            id: `Tautan ke ${path} menuju halaman dalam bahasa lain.`,
            en: `The link to ${path} leads to a page in the other language.`,
          },
        });
    }
    const levels = headingLevels(value);
    const skipped = levels.findIndex((level, index) => index > 0 && level > levels[index - 1] + 1);
    if (levels.includes(1) || skipped > 0)
      findings.push({
        level: 'warning',
        code: 'heading-order',
        field,
        message: levels.includes(1)
          ? {
              id: 'Judul tingkat 1 (#) sudah dipakai judul halaman: mulailah judul bagian di dalam teks dari tingkat 2 (##).',
              en: 'Heading 1 (#) is the page’s title: start the text’s headings at level 2 (##).',
            }
          : {
              id: `Judul bagian melompat dari tingkat ${levels[skipped - 1]} ke ${levels[skipped]}: sebaiknya tidak melewati tingkat.`,
              en: `A section heading jumps from level ${levels[skipped - 1]} to ${levels[skipped]}: better not to skip a level.`,
            },
      });
  }

  // What search results and shared cards show: the SEO title and description, else the title and excerpt.
  const { title, titleField, description, descriptionField } = shownTexts(data);
  if (title.length > TITLE_SHOWN)
    findings.push({
      level: 'warning',
      code: 'title-length',
      field: titleField,
      message: {
        id: `Judul ${title.length} karakter: hasil pencarian dan kartu berbagi memotongnya setelah sekitar ${TITLE_SHOWN}.`,
        en: `The title is ${title.length} characters: search results and shared cards cut it after about ${TITLE_SHOWN}.`,
      },
    });
  if (description.length > DESCRIPTION_SHOWN)
    findings.push({
      level: 'warning',
      code: 'description-length',
      field: descriptionField,
      message: {
        id: `Deskripsi ${description.length} karakter: hasil pencarian memotongnya setelah sekitar ${DESCRIPTION_SHOWN}.`,
        en: `The description is ${description.length} characters: search results cut it after about ${DESCRIPTION_SHOWN}.`,
      },
    });

  // A field both languages share, changed here: the other language's page still shows the old value.
  if (context.otherPublished) {
    const changed = Object.entries(model.attributes)
      .filter(([, attribute]) => isSharedByLanguages(attribute) && attribute.type !== 'relation')
      .filter(([name]) => !isDeepStrictEqual(comparable(data[name]), comparable(context.otherPublished?.data[name])))
      .map(([name]) => name);
    if (changed.length > 0) {
      const labels = changed.map((name) => pathLabel(getModel, context.uid, [name]));
      const other = context.otherPublished.locale;
      const language = languageName(other);
      findings.push({
        level: 'warning',
        code: 'shared-fields-other-language',
        field: changed[0],
        message: {
          id: `Kolom yang sama untuk kedua bahasa berubah (${labels.map((label) => label.id).join(', ')}): halaman ${language.id} yang terbit masih memakai nilai lama. Terbitkan juga versi ${language.id}.`,
          en: `Fields both languages share changed (${labels.map((label) => label.en).join(', ')}): the published ${language.en} page still shows the old values. Publish the ${language.en} version too.`,
        },
      });
    }
  }

  // A text the same as the other language's: not translated yet.
  if (context.other)
    for (const field of ['excerpt', 'title']) {
      const [mine, theirs] = [data[field], context.other[field]];
      if (
        typeof mine === 'string' &&
        mine.trim().length > 20 &&
        mine.trim() === (typeof theirs === 'string' ? theirs.trim() : '')
      )
        findings.push({
          level: 'warning',
          code: 'other-language-text',
          field,
          message: {
            id: `Isi kolom ini sama dengan versi bahasa lain: belum diterjemahkan?`,
            en: `This field reads the same as the other language’s version: not translated yet?`,
          },
        });
    }
  return findings;
}

const firstText = (...values: unknown[]): string =>
  (values.find((value) => typeof value === 'string' && value.trim()) as string | undefined)?.trim() ?? '';

/**
 * The title and description search results and shared cards show of a version, and the fields
 * they come from: the SEO title and description, else the title (or name) and the excerpt.
 */
export function shownTexts(data: Record<string, unknown>) {
  const seo = isRecord(data.seo) ? data.seo : {};
  const ownTitle = typeof seo.metaTitle === 'string' && seo.metaTitle.trim() !== '';
  const ownDescription = typeof seo.metaDescription === 'string' && seo.metaDescription.trim() !== '';
  return {
    title: firstText(seo.metaTitle, data.title, data.name, data.heroTitle),
    titleField: ownTitle ? 'seo.metaTitle' : 'title',
    description: firstText(seo.metaDescription, data.excerpt),
    descriptionField: ownDescription ? 'seo.metaDescription' : 'excerpt',
  };
}

/** A text as a search result shows it: cut on a word after about `max` characters, with an ellipsis. */
export function cutAsShown(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a search result or a shared card of the page will read: title and description as they cut them. */
export interface Snippet {
  title: string;
  description: string;
  /** The page's address, or the site's when the version names none yet (no slug). */
  url: string;
}

export function searchSnippet(data: Record<string, unknown>, url: string): Snippet {
  const { title, description } = shownTexts(data);
  return { title: cutAsShown(title, TITLE_SHOWN), description: cutAsShown(description, DESCRIPTION_SHOWN), url };
}

/** What a field's value says, whichever version holds it: files by id, without rows' own ids and dates. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isRecord(value)) return value ?? null;
  if (typeof value.id === 'number' && typeof value.mime === 'string') return value.id;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt'].includes(key))
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}
