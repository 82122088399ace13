/**
 * Stand-ins for two helpers gatsby-plugin-react-i18next's wrapPageElement imports but never calls
 * with this site's options: `browser-lang` detects a language only when `redirect` is on
 * (gatsby-config.ts turns it off; the site's own redirect is src/runtime/language-preference.ts),
 * and `outdent` formats a development-only warning. Both still behave sensibly if called.
 */
export default function unusedPluginHelper(first?: unknown): string {
  if (Array.isArray(first)) return first.join('');
  const fallback = (first as { fallback?: unknown } | undefined)?.fallback;
  return typeof fallback === 'string' ? fallback : '';
}
