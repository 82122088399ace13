import { richTextHtml } from '../rich-text';
import type { Attribute, ContentModel } from './content-model';
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

type Fields = Record<string, unknown>;

/**
 * Turns a REST entry's fields into node fields: media become file ids (linked to StrapiMedia
 * nodes), rich text becomes `{ markdown, html }` with sanitised HTML, components are walked the
 * same way. Every file met on the way is handed to `onFile`.
 */
export function entryFields(
  entry: Fields,
  attributes: Record<string, Attribute>,
  model: ContentModel,
  onFile: (file: StrapiFile) => void,
): Fields {
  const fields: Fields = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry[name];
    if (value === undefined || value === null) {
      fields[name] = null;
      continue;
    }
    switch (attribute.type) {
      case 'media': {
        const files = (Array.isArray(value) ? value : [value]).filter(isFile);
        files.forEach(onFile);
        fields[name] = attribute.multiple ? files.map((file) => file.id) : (files[0]?.id ?? null);
        break;
      }
      case 'richtext':
        fields[name] = { markdown: String(value), html: richTextHtml(String(value)) };
        break;
      case 'component': {
        const componentAttributes = model.components[attribute.component] ?? {};
        const walk = (item: unknown): Fields => entryFields((item ?? {}) as Fields, componentAttributes, model, onFile);
        fields[name] = attribute.repeatable ? (Array.isArray(value) ? value.map(walk) : []) : walk(value);
        break;
      }
      default:
        fields[name] = value;
    }
  }
  return fields;
}

export const entryMeta = (entry: StrapiEntry) => ({
  documentId: entry.documentId,
  strapiId: entry.id,
  locale: entry.locale ?? '',
  publishedAt: entry.publishedAt ?? null,
  updatedAt: entry.updatedAt ?? null,
});
