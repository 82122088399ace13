/** Facts about the site that are not content (its address on the web is the build's: src/build-environment.ts). */
export const SITE_NAME = 'Mercusuar Group';
export const COPYRIGHT_YEAR = 2022;
