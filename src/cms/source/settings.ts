import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the build reads the CMS from. STRAPI_TOKEN is a build-time secret: it has no GATSBY_
 * prefix, so Gatsby never puts it in the browser bundle. On a developer machine the CMS
 * bootstrap writes a read-only token to cms/.tmp/build-token, read here when STRAPI_TOKEN is unset.
 */
export interface CmsSettings {
  url: string;
  token?: string;
  cmsDir: string;
}

export function cmsSettings(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): CmsSettings {
  const cmsDir = path.join(root, 'cms');
  const url = (env.STRAPI_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
  const tokenFile = env.STRAPI_TOKEN_FILE || path.join(cmsDir, '.tmp', 'build-token');
  let token = env.STRAPI_TOKEN?.trim();
  if (!token && fs.existsSync(tokenFile)) token = fs.readFileSync(tokenFile, 'utf8').trim();
  return { url, token: token || undefined, cmsDir };
}
