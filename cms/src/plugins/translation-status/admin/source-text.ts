/**
 * How the other language's value of a field reads beside the form: text as it is, files by name,
 * a component by the texts in it, rich text in blocks by its words. Pure.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts a value holds, in order (a component's own texts, a file's name, blocks' words). */
function texts(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (!isRecord(value)) return [];
  if (typeof value.url === 'string' && typeof value.name === 'string') return [value.name];
  if (typeof value.text === 'string') return [value.text];
  if (Array.isArray(value.children)) return texts(value.children);
  return Object.entries(value)
    .filter(([key]) => key !== 'id' && key !== '__temp_key__' && key !== '__component' && key !== 'documentId')
    .flatMap(([, inner]) => texts(inner));
}

/**
 * The other language's value as text (empty: nothing written there): its paragraphs and lines as
 * written (a Markdown body keeps its headings and lists), spaces within a line made one.
 */
export function sourceText(value: unknown): string {
  return texts(value)
    .join(' · ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
