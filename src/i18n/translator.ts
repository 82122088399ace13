/**
 * A small `t()` over the page query's locale nodes, for places outside the React i18n context
 * (the Gatsby Head API renders outside wrapPageElement).
 */
interface LocaleNodes {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
}

type Messages = { [key: string]: string | Messages };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translator(locales: LocaleNodes | null | undefined): Translate {
  const messages: Messages = {};
  for (const { node } of locales?.edges ?? []) if (node.data) Object.assign(messages, JSON.parse(node.data) as Messages);

  return (key, values = {}) => {
    let found: string | Messages | undefined = messages;
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}
