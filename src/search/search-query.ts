/**
 * What the search page makes of what a visitor typed, and of what Pagefind answers: pure, so the
 * page stays thin and the odd inputs (nothing, one letter, markup, a pasted essay) are tested here.
 */

/** Longer queries are cut here: no visitor types more, and the index is searched word by word. */
export const MAX_QUERY_LENGTH = 100;
/** Fewer characters than this find everything and nothing: the page asks for more instead. */
export const MIN_QUERY_LENGTH = 2;

export type SearchRequest = { kind: 'search'; term: string } | { kind: 'hint'; reason: 'empty' | 'short' };

/** The term to search for, or why there is none yet. */
export function searchRequest(typed: string): SearchRequest {
  const term = typed.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (term === '') return { kind: 'hint', reason: 'empty' };
  if ([...term].length < MIN_QUERY_LENGTH) return { kind: 'hint', reason: 'short' };
  return { kind: 'search', term };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with HTML character references decoded (named ones Pagefind writes, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (text with the words found in `<mark>`) as plain text parts, each marked or
 * not: the page renders them as text, so nothing in an excerpt can become markup.
 */
export function excerptParts(excerpt: string): Array<{ text: string; marked: boolean }> {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      const text = decodeEntities((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, ''));
      return { text, marked };
    })
    .filter((part) => part.text !== '');
}

/** The words an excerpt marks as found, once each, in order, without the punctuation around them. */
export const wordsFound = (excerpt: string): string[] => [
  ...new Set(
    excerptParts(excerpt)
      .filter((part) => part.marked)
      .map((part) => part.text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => word !== ''),
  ),
];
