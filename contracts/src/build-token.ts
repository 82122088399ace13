/**
 * The build's token, by one rule for everyone who reads it (the build's source plugin in
 * gatsby-config.ts, the build hook asking the content version in publisher/src/service.ts):
 * STRAPI_TOKEN, else the file STRAPI_TOKEN_FILE names, else the one a CMS on this machine writes
 * (`cms/.tmp/build-token`, relative to the checkout `root`). Read when asked: the CMS writes the
 * file at its first start, and again when an editor renews the token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_BUILD_TOKEN_FILE } from './environment.ts';

export function buildToken(env: { STRAPI_TOKEN?: string; STRAPI_TOKEN_FILE?: string }, root: string): string | undefined {
  if (env.STRAPI_TOKEN) return env.STRAPI_TOKEN;
  const file = env.STRAPI_TOKEN_FILE || path.join(root, 'cms', DEFAULT_BUILD_TOKEN_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
