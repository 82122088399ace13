import type { Attribute, ContentModel } from 'gatsby-source-strapi-i18n/content-model';
import type { Fields } from 'gatsby-source-strapi-i18n/entry-fields';

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a scalar field of the form may hold for the preview to show it. */
const isScalar = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isFileLike = (value: unknown): boolean => isRecord(value) && typeof value.id === 'number' && typeof value.url === 'string';

/** The saved repeatable item the form's item stands for (same id), for the fields the form does not hold. */
const savedItem = (saved: unknown, item: Fields): Fields => {
  if (!Array.isArray(saved) || typeof item.id !== 'number') return {};
  return saved.find((candidate): candidate is Fields => isRecord(candidate) && candidate.id === item.id) ?? {};
};

/**
 * The version the preview fetched, with the edit view's unsaved form values over it: what the
 * editor sees in the form, before they save. Field by field, by the content model:
 * - text, numbers, dates, choices, rich text: the form's, when it holds a value of that kind;
 * - media: the files the form holds (the library's own file objects, as the CMS's answer has them);
 * - components: walked the same way, each repeatable item matched to its saved one by id;
 * - relations (and dynamic zones, blocks): the saved ones. The form holds only the changes to
 *   relations (connect, disconnect), not what they point to; they show once saved.
 * A value of the wrong kind keeps the saved one: the form is the editor's, not the preview's to trust.
 */
export function withFormValues(
  saved: Fields,
  values: unknown,
  attributes: Record<string, Attribute>,
  components: ContentModel['components'],
): Fields {
  if (!isRecord(values)) return saved;
  const merged: Fields = { ...saved };
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!(name in values)) continue;
    const value = values[name];
    switch (attribute.type) {
      case 'relation':
      case 'dynamiczone':
      case 'blocks':
        break;
      case 'media':
        if (value === null || isFileLike(value) || (Array.isArray(value) && value.every(isFileLike))) merged[name] = value;
        break;
      case 'component': {
        const componentAttributes = components[attribute.component] ?? {};
        const walk = (item: Fields, savedValue: unknown) =>
          withFormValues(isRecord(savedValue) ? savedValue : {}, item, componentAttributes, components);
        if (attribute.repeatable) {
          if (Array.isArray(value)) merged[name] = value.filter(isRecord).map((item) => walk(item, savedItem(saved[name], item)));
        } else if (value === null || isRecord(value)) {
          merged[name] = value === null ? null : walk(value, saved[name]);
        }
        break;
      }
      case 'json':
        merged[name] = value;
        break;
      default:
        if (isScalar(value)) merged[name] = value;
    }
  }
  return merged;
}
