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

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** i18next's namespace when none is named. */
const DEFAULT_NS = 'translation';

/** A `t()` over `namespaces`, searched in order (i18next: the default namespace, then the fallbacks). */
export function translate(namespaces: readonly Messages[], language: string): Translate {
  // Made on the first count: loading a language's plural rules costs a phone's main thread, and
  // only the search page counts.
  let plurals: Intl.PluralRules | undefined;
  const lookup = (key: string): string | undefined => {
    for (const messages of namespaces) {
      let found: string | Messages | undefined = messages;
      for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
      if (typeof found === 'string') return found;
    }
    return undefined;
  };
  const pluralOf = (key: string, count: number): string | undefined =>
    (count === 0 ? lookup(`${key}_zero`) : undefined) ??
    lookup(`${key}_${(plurals ??= new Intl.PluralRules(language)).select(count)}`);

  return (key, values = {}) => {
    const { count } = values;
    const text = (typeof count === 'number' ? pluralOf(key, count) : undefined) ?? lookup(key);
    if (text === undefined) return key;
    return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
      const value = values[name.trim()];
      return value === undefined ? match : String(value);
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
