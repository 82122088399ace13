import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * What of an ICU message a translation must keep: the arguments it shows (`{name}`), their kind
 * (number, date, plural, select…), the tags of its rich text (`<b>…</b>`) and, with `strict`, the
 * branches of each plural and select (`one`, `other`, `=0`…). `null` when the message does not
 * parse. Found by parsing, not by pattern: the words inside a plural's branch are no placeholder.
 */
function shape(message: string, strict: boolean): string | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: false });
  } catch {
    return null;
  }
  const parts = new Set<string>();
  const walk = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.argument || node.type === TYPE.number || node.type === TYPE.date || node.type === TYPE.time) {
        parts.add(`{${node.value}}`);
      } else if (node.type === TYPE.plural || node.type === TYPE.select) {
        parts.add(strict ? `{${node.value}:${Object.keys(node.options).sort().join('|')}}` : `{${node.value}}`);
        for (const option of Object.values(node.options)) walk(option.value);
      } else if (node.type === TYPE.tag) {
        parts.add(`<${node.value}>`);
        walk(node.children);
      }
    }
  };
  walk(elements);
  return [...parts].sort().join(' ');
}

export interface CheckOptions {
  /** Plural and select branches must be the English ones (Strapi's own files, kept mergeable). */
  strict?: boolean;
}

/**
 * The keys of the admin's English texts that have no Indonesian text, or one that is empty, does
 * not parse, or shows other values than the English one (a value the English text shows that the
 * Indonesian one would lose, or the reverse). The project's own texts may drop a plural Indonesian
 * does not need (`{count} halaman`); Strapi's keep every branch (`strict`).
 */
export function untranslated(
  english: Record<string, string>,
  indonesian: Record<string, string | undefined>,
  { strict = false }: CheckOptions = {},
): string[] {
  return Object.entries(english)
    .filter(([key, text]) => {
      const translated = indonesian[key];
      if (!translated?.trim()) return true;
      const expected = shape(text, strict);
      const actual = shape(translated, strict);
      // An English text that does not parse (Strapi has some): the Indonesian is shown as written too.
      return actual === null ? expected !== null : expected !== null && actual !== expected;
    })
    .map(([key]) => key);
}
