import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CONTENT_VERSION_ACTION, publishedContentReadActions } from './content-access';

export const BUILD_TOKEN_NAME = 'Static site build (read-only)';

/**
 * Where the build token is handed to the site's build on this machine. It lives beside the
 * SQLite database (git-ignored, mode 600); production passes STRAPI_TOKEN to the build instead.
 */
export const buildTokenFile = (): string =>
  path.resolve(process.cwd(), process.env.BUILD_TOKEN_FILE || path.join('.tmp', 'build-token'));

interface ApiTokenService {
  getByName(name: string): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number; accessKey: string }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  regenerate(id: number): Promise<{ accessKey: string }>;
}

/**
 * A custom API token that can only read published content (not contact messages) and when it
 * last changed (the build hook's catch-up), created
 * once and written to `buildTokenFile()` so `npm start` / `npm run build` need no manual step.
 */
export async function ensureBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const permissions = [...publishedContentReadActions(strapi), CONTENT_VERSION_ACTION];
  const file = buildTokenFile();
  const existing = await tokens.getByName(BUILD_TOKEN_NAME);

  let accessKey: string | undefined;
  if (!existing) {
    ({ accessKey } = await tokens.create({
      name: BUILD_TOKEN_NAME,
      description: 'Used by gatsby build to source published content. Read-only; created by the CMS bootstrap.',
      type: 'custom',
      lifespan: null,
      permissions,
    }));
    strapi.log.info('[bootstrap] created the read-only build token');
  } else {
    await tokens.update(existing.id, { permissions });
    if (!fs.existsSync(file)) ({ accessKey } = await tokens.regenerate(existing.id));
  }
  if (accessKey) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${accessKey}\n`, { mode: 0o600 });
    strapi.log.info(`[bootstrap] build token written to ${path.relative(process.cwd(), file)}`);
  }
}
