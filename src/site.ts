/** Facts about the site that are not content: its name, address on the web and build-time CMS. */
export const SITE_NAME = 'Mercusuar Group';
export const COPYRIGHT_YEAR = 2022;

/** Public address of the site, for canonical URLs, hreflang, Open Graph and the XML sitemap. */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://127.0.0.1:9000').replace(/\/+$/, '');
