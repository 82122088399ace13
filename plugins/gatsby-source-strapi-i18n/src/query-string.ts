/**
 * Strapi's REST parameters in bracket notation:
 * `{ populate: { seo: { populate: { shareImage: true } } } }` → `populate[seo][populate][shareImage]=true`.
 */
export type QueryValue = string | number | boolean | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

export function toQueryString(query: QueryObject): string {
  const pairs: string[] = [];
  const walk = (value: QueryValue, key: string): void => {
    if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) walk(childValue, `${key}[${child}]`);
    } else {
      pairs.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) walk(value, key);
  return pairs.join('&');
}
