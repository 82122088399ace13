import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import type { Redirect } from '@site/contracts/redirects';
import { htmlPathsIn, staticHostHeaders, writePagePolicies } from '@site/deploy/page-policies';
import { writeRedirects } from '@site/deploy/redirects';
import { removeStaleMedia } from '@site/deploy/build-media';
import { SITEMAP_INDEX_PATH } from '@site/contracts/site-paths';
import { nodesOfTypeIn, reportRewritten, type NodesOfType } from '../build-store';

/**
 * The build's only writer of what a server or a static host needs beside the pages, each from the
 * serving policy declared in deploy/ (nginx renders the same policy at `npm run serve:nginx`):
 * - robots.txt, naming the sitemap at the site's address;
 * - each page's own Content-Security-Policy, with its inline scripts' hashes (deploy/page-policies.ts);
 * - `_headers` for static hosts (Netlify, Cloudflare Pages);
 * - the redirects, for every server (deploy/redirects.ts);
 * - and it removes the pictures of files the content no longer uses (deploy/build-media.ts).
 * What is the site's — its address, the origins its pages call, which redirects it has — comes in
 * the plugin's options (gatsby-config.ts).
 */
export interface DeployFilesOptions {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** The origins pages call or show (null: none besides the site's own). */
  cmsOrigin: string | null;
  mediaOrigin: string | null;
  /** The CMS admin's origin, which may frame the preview pages. */
  adminOrigin: string | null;
  /** Whether the contact form loads reCAPTCHA. */
  recaptcha: boolean;
  /** The pages that compile WebAssembly (the search pages: Pagefind). */
  wasmPages: string[];
  /** The site's redirects, each straight to where it ends, none over a page this build made, from the nodes of each type in Gatsby's store. */
  redirects: (nodesOfType: NodesOfType) => Redirect[];
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required(),
    cmsOrigin: Joi.string().allow(null).required(),
    mediaOrigin: Joi.string().allow(null).required(),
    adminOrigin: Joi.string().allow(null).required(),
    recaptcha: Joi.boolean().required(),
    wasmPages: Joi.array().items(Joi.string()).required(),
    redirects: Joi.function().required(),
  });

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, pluginOptions: PluginOptions) => {
  const { getNodesByType, store, reporter } = args;
  const options = pluginOptions as unknown as DeployFilesOptions; // checked by pluginOptionsSchema
  const publicDir = path.resolve('public');
  await writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${options.siteUrl}${SITEMAP_INDEX_PATH}\n`,
  );
  // After a publish only the pages this build wrote are read again (the record is in .cache).
  // Each type read once: the redirects and the policies both read the pages.
  const nodesOfType = nodesOfTypeIn({ store, getNodesByType });
  const { pages, checked } = writePagePolicies(
    publicDir,
    {
      cmsOrigin: options.cmsOrigin,
      mediaOrigin: options.mediaOrigin,
      recaptcha: options.recaptcha,
      wasmPages: options.wasmPages,
    },
    {
      stateFile: path.resolve('.cache', 'page-policies.json'),
      pagePaths: [...nodesOfType('SitePage').map((page) => String(page.path)), ...htmlPathsIn(path.resolve('static'))],
      // A page rewritten is a page written: the build's outcome counts it.
      onRewritten: (file) => reportRewritten(args, file),
    },
  );
  await writeFile(path.join(publicDir, '_headers'), staticHostHeaders({ adminOrigin: options.adminOrigin }));
  const redirects = options.redirects(nodesOfType);
  writeRedirects(publicDir, redirects);
  // The pictures of uploads the content no longer uses (deleted, replaced) leave the build.
  const live = new Set(getNodesByType('File').map((node) => node.internal.contentDigest));
  const stale = removeStaleMedia(publicDir, live);
  reporter.info(
    `robots.txt, _headers, ${redirects.length} redirects and the content security policies of ${pages} pages written (${checked} read); ${stale.length} pictures of files no longer used removed`,
  );
};
