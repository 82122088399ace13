/**
 * The site's `t()`: a key looked up in the page's UI-string namespaces, `{{name}}` filled in, and a
 * `count` choosing the plural form (`key_one`, `key_other`, … by the language's Intl.PluralRules).
 * It answers what i18next answers for the options gatsby-config gives it (key separator `.`, no
 * namespace separator, values not escaped) — translator.equivalence.test.ts holds the two to it
 * over every string of both languages. The Gatsby Head API (outside the React i18n context) uses
 * it, and the browser bundle uses it in i18next's place (src/bundle/i18next-lite.ts).
 */
import { DEFAULT_LANGUAGE } from './languages';

interface LocaleNodes {
  readonly edges: ReadonlyArray<{
    readonly node: { readonly ns: string | null; readonly data: string | null; readonly language?: string | null };
  }>;
}

export type Messages = { [key: string]: string | Messages };

export type Translate = (key: string, values?: Readonly<Record<string, string | number | null | undefined>>) => string;

/** i18next's namespace when none is named. */
const DEFAULT_NS = 'translation';

/** A `t()` over `namespaces`, searched in order (i18next: the default namespace, then the fallbacks). */
export function translate(namespaces: readonly Messages[], language: string): Translate {
  // Made on the first count: loading a language's plural rules costs a phone's main thread, and
  // only the search page counts.
  let plurals: Intl.PluralRules | undefined;
  const at = (messages: Messages, key: string): string | undefined => {
    let found: string | Messages | undefined = messages;
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    return typeof found === 'string' ? found : undefined;
  };
  /** The keys to try in each namespace, most particular first, as i18next tries them. */
  const keysFor = (key: string, count: unknown): string[] => {
    if (typeof count !== 'number') return [key];
    const form = `${key}_${(plurals ??= new Intl.PluralRules(language)).select(count)}`;
    return count === 0 ? [`${key}_zero`, form, key] : [form, key];
  };

  return (key, values = {}) => {
    const keys = keysFor(key, values.count);
    let text: string | undefined;
    for (const messages of namespaces) {
      for (const candidate of keys) if ((text = at(messages, candidate)) !== undefined) break;
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
      const trimmed = name.trim();
      // A value given as null or undefined reads as nothing; a value not given leaves the placeholder.
      if (!Object.prototype.hasOwnProperty.call(values, trimmed)) return match;
      const value = values[trimmed];
      return value === null || value === undefined ? '' : String(value);
    });
  };
}

/**
 * The namespaces of a page's locale nodes, in the order gatsby-plugin-react-i18next gives i18next:
 * the first that is not i18next's default namespace, then the others.
 */
export function namespacesOf(locales: LocaleNodes | null | undefined): Messages[] {
  const nodes = (locales?.edges ?? []).map(({ node }) => node);
  const first = nodes.find((node) => (node.ns ?? DEFAULT_NS) !== DEFAULT_NS) ?? nodes[0];
  return [first, ...nodes.filter((node) => node !== first)].flatMap((node) =>
    node?.data ? [JSON.parse(node.data) as Messages] : [],
  );
}

/** A `t()` over a page query's locale nodes, in their language. */
export function translator(locales: LocaleNodes | null | undefined): Translate {
  const language = locales?.edges.find(({ node }) => node.language)?.node.language ?? DEFAULT_LANGUAGE;
  return translate(namespacesOf(locales), language);
}
