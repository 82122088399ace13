/**
 * Which files a media field takes: its schema's `allowedTypes` (Strapi's categories: images,
 * videos, audios, files — the last meaning any other kind), which Strapi's admin only filters its
 * picker by and its API does not check: a news cover took a PDF. Pure: the files a write or a
 * draft gives each media field, and which of them its field does not take.
 */

export interface MediaAttribute {
  type: string;
  allowedTypes?: string[];
  component?: string;
  components?: string[];
  repeatable?: boolean;
}

export interface Model {
  attributes: Record<string, MediaAttribute>;
}

export type GetModel = (uid: string) => Model | undefined;

/** A file a media field is given: its id (a write) or the file itself (a stored draft). */
export type FileRef =
  | number
  | string
  | { id: number | string; mime?: string | null; name?: string | null }
  | { documentId: string; mime?: string | null; name?: string | null };

export interface MediaUse {
  /** Where, as the editor sees it: `cover`, `seo.image`, `sections.2.picture`. */
  field: string;
  allowedTypes: string[];
  files: FileRef[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files a media value names, in Strapi's input forms: an id, a file, a list, `{ set | connect }`. */
function filesIn(value: unknown): FileRef[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number' || typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(filesIn);
  if (isObject(value)) {
    if ('id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return [value as FileRef];
    if ('documentId' in value && typeof value.documentId === 'string') return [value as FileRef];
    return [...filesIn(value.set), ...filesIn(value.connect)];
  }
  return [];
}

/** Every media field a document's data (or a stored version) gives files to, its components' included. */
export function mediaUses(data: unknown, model: Model, getModel: GetModel, at = ''): MediaUse[] {
  if (!isObject(data)) return [];
  const uses: MediaUse[] = [];
  for (const [name, attribute] of Object.entries(model.attributes)) {
    const value = data[name];
    if (value === undefined || value === null) continue;
    const field = at ? `${at}.${name}` : name;
    if (attribute.type === 'media') {
      // A field that names no kinds takes every kind.
      const allowedTypes = attribute.allowedTypes?.length ? attribute.allowedTypes : ['images', 'videos', 'audios', 'files'];
      const files = filesIn(value);
      if (files.length) uses.push({ field, allowedTypes, files });
    }
    if (attribute.type === 'component' && attribute.component) {
      const inner = getModel(attribute.component);
      const items = Array.isArray(value) ? value : [value];
      if (inner)
        items.forEach((item, index) =>
          uses.push(...mediaUses(item, inner, getModel, Array.isArray(value) ? `${field}.${index}` : field)),
        );
    }
    if (attribute.type === 'dynamiczone' && Array.isArray(value))
      value.forEach((item, index) => {
        const inner = isObject(item) && typeof item.__component === 'string' ? getModel(item.__component) : undefined;
        if (inner) uses.push(...mediaUses(item, inner, getModel, `${field}.${index}`));
      });
  }
  return uses;
}

const CATEGORIES = ['images', 'videos', 'audios'] as const;
const PREFIX: Record<(typeof CATEGORIES)[number], string> = { images: 'image/', videos: 'video/', audios: 'audio/' };

/** Strapi's category of a file by its type: images, videos, audios, or files (any other). */
export const categoryOf = (mime: string): string =>
  CATEGORIES.find((category) => mime.toLowerCase().startsWith(PREFIX[category])) ?? 'files';

/** Whether a field of `allowedTypes` takes a file of type `mime`. */
export const takes = (allowedTypes: readonly string[], mime: string): boolean => allowedTypes.includes(categoryOf(mime));

const CATEGORY_WORDS: Record<'id' | 'en', Record<string, string>> = {
  id: { images: 'gambar', videos: 'video', audios: 'audio', files: 'berkas' },
  en: { images: 'pictures', videos: 'videos', audios: 'audio', files: 'files' },
};

/** The one line an editor reads when a media field is given a file of a kind it does not take. */
export function mediaTypeMessage(
  field: string,
  allowedTypes: readonly string[],
  file: { name: string; mime: string },
  language: 'id' | 'en',
): string {
  const words = allowedTypes
    .map((category) => CATEGORY_WORDS[language][category] ?? category)
    .join(language === 'id' ? ' atau ' : ' or ');
  return language === 'id'
    ? `Kolom "${field}" hanya menerima ${words}: "${file.name}" adalah ${file.mime}. Pilih berkas lain.`
    : `The field "${field}" takes ${words} only: "${file.name}" is ${file.mime}. Choose another file.`;
}
