import type { Core } from '@strapi/strapi';

/**
 * The API tokens Strapi creates by itself on a first boot ("Read Only" and "Full Access", never
 * expiring, the second able to change and delete everything through the content API). Nobody
 * asked for them: the site's build has its own read-only token (build-token.ts). They are
 * recognised by Strapi's own names and descriptions.
 */
const STRAPI_DEFAULT_TOKENS = [
  { name: 'Read Only', description: 'A default API token with read-only permissions, only used for accessing resources' },
  {
    name: 'Full Access',
    description: 'A default API token with full access permissions, used for accessing or modifying resources',
  },
] as const;

interface TokenRow {
  id: number;
  name: string;
  description: string | null;
  lastUsedAt: string | null;
}

/**
 * Removes Strapi's default API tokens that were never used: at a first boot, right after Strapi
 * made them; on an older installation, the ones nobody ever used. A token an administrator makes
 * (or one of these that was used) stays.
 */
export async function removeDefaultApiTokens(strapi: Core.Strapi): Promise<void> {
  const tokens = (await strapi.db.query('admin::api-token').findMany({
    where: { name: { $in: STRAPI_DEFAULT_TOKENS.map(({ name }) => name) } },
    select: ['id', 'name', 'description', 'lastUsedAt'],
  })) as TokenRow[];
  const unused = tokens.filter(
    (token) =>
      !token.lastUsedAt &&
      STRAPI_DEFAULT_TOKENS.some(({ name, description }) => token.name === name && token.description === description),
  );
  for (const token of unused) await strapi.service('admin::api-token-content-api').revoke(token.id);
  if (unused.length) {
    strapi.log.info(`[bootstrap] removed Strapi's default API tokens, never used: ${unused.map(({ name }) => name).join(', ')}`);
  }
}
