import type { Attribute, ContentModel } from './content-model';
import { localiseDocuments } from './locale-fallback';
import { richTextHtml } from './rich-text';
import type { StrapiEntry } from './strapi-client';

/** A media-library file as embedded in a Strapi REST answer. */
export interface StrapiFile {
  id: number;
  name?: string | null;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string | null;
  url: string;
}

const isFile = (value: unknown): value is StrapiFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StrapiFile).id === 'number' &&
  typeof (value as StrapiFile).url === 'string';

export type Fields = Record<string, unknown>;

export interface FieldMapping {
  /** Component attributes by component uid (`shared.seo`). */
  components: ContentModel['components'];
  /**
   * What a media field holds for one file: the build links a StrapiMedia node (the file id), the
   * preview page the file itself. Called for every file met, nested components included.
   */
  media: (file: StrapiFile) => unknown;
}

/**
 * Turns a REST entry's fields into node fields, by the content model: media through `media`,
 * rich text into `{ markdown, html }` with sanitised HTML, components walked the same way;
 * missing fields become null, so every node of a type has the same shape.
 */
export function entryFields(entry: Fields, attributes: Record<string, Attribute>, mapping: FieldMapping): Fields {
  const fields: Fields = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry[name];
    if (value === undefined || value === null) {
      fields[name] = null;
      continue;
    }
    switch (attribute.type) {
      case 'media': {
        const files = (Array.isArray(value) ? value : [value]).filter(isFile).map(mapping.media);
        fields[name] = attribute.multiple ? files : (files[0] ?? null);
        break;
      }
      case 'richtext':
        fields[name] = { markdown: String(value), html: richTextHtml(String(value)) };
        break;
      case 'component': {
        const componentAttributes = mapping.components[attribute.component] ?? {};
        const walk = (item: unknown): Fields => entryFields((item ?? {}) as Fields, componentAttributes, mapping);
        fields[name] = attribute.repeatable ? (Array.isArray(value) ? value.map(walk) : []) : walk(value);
        break;
      }
      default:
        fields[name] = value;
    }
  }
  return fields;
}

/**
 * The media ids a node's fields link (what entryFields made with `media: (file) => file.id`),
 * nested components included: what the build must keep of the media library.
 */
export function mediaIdsIn(
  fields: Fields,
  attributes: Record<string, Attribute>,
  components: ContentModel['components'],
): number[] {
  return Object.entries(attributes).flatMap(([name, attribute]): number[] => {
    const value = fields[name];
    if (value === undefined || value === null) return [];
    if (attribute.type === 'media') {
      return (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    }
    if (attribute.type !== 'component') return [];
    const componentAttributes = components[attribute.component] ?? {};
    return (Array.isArray(value) ? value : [value])
      .filter((item): item is Fields => typeof item === 'object' && item !== null)
      .flatMap((item) => mediaIdsIn(item, componentAttributes, components));
  });
}

/** The fields every node carries about its document version. */
export const entryMeta = (entry: StrapiEntry) => ({
  documentId: entry.documentId,
  strapiId: entry.id,
  locale: entry.locale ?? '',
  publishedAt: entry.publishedAt ?? null,
  updatedAt: entry.updatedAt ?? null,
});

/** An absolute http(s) URL for a media URL the CMS gave (relative ones are the CMS's own), or null. */
export function mediaUrl(url: string, baseUrl: string): string | null {
  try {
    const absolute = new URL(url, `${baseUrl.replace(/\/+$/, '')}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/**
 * The node fields for a type's entries: one per document and site language, each language's
 * version or, failing that, the fallback language's (`contentLanguage` says which).
 */
export function documentNodes(
  entries: readonly StrapiEntry[],
  attributes: Record<string, Attribute>,
  mapping: FieldMapping,
  languages: readonly string[],
  fallbackLanguage: string,
): Array<Fields & { documentId: string; language: string; contentLanguage: string }> {
  const versions = entries.map((entry) => ({
    ...entryFields(entry, attributes, mapping),
    ...entryMeta(entry),
    locale: entry.locale || fallbackLanguage,
  }));
  return localiseDocuments(versions, languages, fallbackLanguage).map(({ locale: _locale, ...node }) => node);
}
