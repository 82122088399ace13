/**
 * The build's environment, read through its contract (@site/contracts/environment) once a build:
 * gatsby-config.ts reads it first, so a wrong value stops the build with one line naming each
 * variable and what it must be. The build's configuration and plugins only, never a page's
 * browser code: pages read GATSBY_ variables, which webpack writes into them.
 */
import { SiteBuildEnvironment, environmentOrExit, readEnvironment } from '@site/contracts/environment';

let read: SiteBuildEnvironment | undefined;

/** The build's environment; a wrong value stops the build with its one line (Gatsby would go on without its plugins). */
export const buildEnvironment = (): SiteBuildEnvironment => (read ??= environmentOrExit(SiteBuildEnvironment));

const SiteAddress = SiteBuildEnvironment.pick({ SITE_URL: true });

/**
 * Public address of the site, for canonical URLs, hreflang, Open Graph, the feeds and the XML
 * sitemap. The HTML renderer (gatsby-ssr.tsx) reads it too: it has only the variables webpack
 * wrote into it by name (src/bundle/renderer-definitions.ts), so this reads SITE_URL by name.
 */
export const siteUrl = (): string => readEnvironment(SiteAddress, { SITE_URL: process.env.SITE_URL }).SITE_URL;
