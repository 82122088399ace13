import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CONTENT_VERSION_ACTION } from '../plugins/site-builds/names';
import { publishedContentReadActions } from './content-access';
import { cmsEnvironment } from '../environment';

export const BUILD_TOKEN_NAME = 'Static site build (read-only)';

/**
 * Where the build token is handed to the site's build on this machine. It lives beside the
 * SQLite database (git-ignored, mode 600); production passes STRAPI_TOKEN to the build instead.
 */
export const buildTokenFile = (): string => path.resolve(process.cwd(), cmsEnvironment().BUILD_TOKEN_FILE);

interface TokenRow {
  id: number;
  accessKey?: string;
  createdAt?: string | Date;
}

interface ApiTokenService {
  getByName(name: string, options?: { includeDecryptedKey?: boolean }): Promise<TokenRow | null>;
  create(attributes: Record<string, unknown>): Promise<TokenRow & { accessKey: string }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  hash(accessKey: string): string;
}

interface Encryption {
  encrypt(value: string): string | null;
  decrypt(value: string): string | null;
}

/** The admin's API token service, as this module uses it (Strapi types its services as records of `any`). */
function apiTokens(strapi: Core.Strapi): ApiTokenService {
  const service = strapi.service('admin::api-token-content-api');
  return {
    getByName: (name, options) => service.getByName(name, options),
    create: (attributes) => service.create(attributes),
    update: (id, attributes) => service.update(id, attributes),
    hash: (accessKey) => service.hash(accessKey),
  };
}

/** The admin's encryption with ENCRYPTION_KEY, as this module uses it. */
function encryptionOf(strapi: Core.Strapi): Encryption {
  const service = strapi.service('admin::encryption');
  return { encrypt: (value) => service.encrypt(value), decrypt: (value) => service.decrypt(value) };
}

/**
 * The build token as the project's settings remember it, encrypted with ENCRYPTION_KEY. Strapi's
 * export leaves API tokens out but carries these settings, so a CMS restored from a backup gives
 * its build token the value the static host holds (`createdAt` tells a restored record from the
 * token row it was written for, which an admin may have regenerated since).
 */
interface TokenRecord {
  encryptedKey: string;
  createdAt: string;
}
const RECORD = { type: 'core', name: 'corporate-site' } as const;
const RECORD_KEY = 'build-token';

/** The shortest build token an operator may set (Strapi's own are 256 hex characters). */
const MIN_PINNED_LENGTH = 32;

/** What a stored encrypted value says, or undefined when ENCRYPTION_KEY cannot read it. */
function readEncrypted(encryption: Encryption, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return encryption.decrypt(value) ?? undefined;
  } catch {
    return undefined;
  }
}

const createdAtOf = (row: TokenRow | null): string => (row?.createdAt ? new Date(row.createdAt).toISOString() : '');

/** Writes the record of the build token's value, for the token row created at `createdAt`. */
async function writeRecord(strapi: Core.Strapi, accessKey: string, createdAt: string): Promise<void> {
  const encryption = encryptionOf(strapi);
  const record: TokenRecord = { encryptedKey: encryption.encrypt(accessKey) ?? '', createdAt };
  await strapi.store(RECORD).set({ key: RECORD_KEY, value: record });
}

/**
 * Writes the build token's value as it is now into the settings record, before Strapi's export
 * copies them: an admin may have regenerated the token since the CMS started.
 */
export async function recordBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = apiTokens(strapi);
  const row = await tokens.getByName(BUILD_TOKEN_NAME, { includeDecryptedKey: true });
  if (row?.accessKey) await writeRecord(strapi, row.accessKey, createdAtOf(row));
}

/**
 * A custom API token that can only read published content (not contact messages) and when it
 * last changed (the build hook's catch-up), created once and kept: a restart never replaces it,
 * on this machine or another, with or without the local token file, and a restore from
 * `npm run backup` brings it back, so the token a static host holds keeps working. Its key is
 * stored encrypted (ENCRYPTION_KEY, shared by every instance) and read back to write
 * `buildTokenFile()` for a build on this machine. An operator may set its value with
 * STRAPI_TOKEN (the same variable the build reads).
 */
export async function ensureBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = apiTokens(strapi);
  const encryption = encryptionOf(strapi);
  const permissions = [...publishedContentReadActions(strapi), CONTENT_VERSION_ACTION];
  const pinned = process.env.STRAPI_TOKEN?.trim();
  if (pinned && pinned.length < MIN_PINNED_LENGTH) {
    throw new Error(`STRAPI_TOKEN on the CMS must be at least ${MIN_PINNED_LENGTH} characters long`);
  }

  let row = await tokens.getByName(BUILD_TOKEN_NAME, { includeDecryptedKey: true });
  if (!row) {
    row = await tokens.create({
      name: BUILD_TOKEN_NAME,
      description: 'Used by gatsby build to source published content. Read-only; created by the CMS bootstrap.',
      type: 'custom',
      lifespan: null,
      permissions,
    });
    strapi.log.info('[bootstrap] created the read-only build token');
  } else {
    await tokens.update(row.id, { permissions });
  }
  let accessKey = row.accessKey;

  const createdAt = createdAtOf(row);
  const record = (await strapi.store(RECORD).get({ key: RECORD_KEY })) as Partial<TokenRecord> | null;
  const recordedKey = readEncrypted(encryption, record?.encryptedKey);
  // A record written for another token row came with a restore: its value is the one in use.
  const restored = record && record.createdAt !== createdAt ? recordedKey : undefined;
  const wanted = pinned || restored;
  if (wanted && wanted !== accessKey) {
    await strapi.db
      .query('admin::api-token')
      .update({ where: { id: row.id }, data: { accessKey: tokens.hash(wanted), encryptedKey: encryption.encrypt(wanted) } });
    accessKey = wanted;
    strapi.log.info(
      pinned ? '[bootstrap] the build token is the one STRAPI_TOKEN sets' : '[bootstrap] the build token is the restored one',
    );
  }

  if (!accessKey) {
    strapi.log.warn(
      '[bootstrap] the build token cannot be read back (ENCRYPTION_KEY differs from the one that stored it); it is kept as it is. Set STRAPI_TOKEN to choose its value.',
    );
    return;
  }
  if (record?.createdAt !== createdAt || recordedKey !== accessKey) await writeRecord(strapi, accessKey, createdAt);
  const file = buildTokenFile();
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === accessKey) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${accessKey}\n`, { mode: 0o600 });
  strapi.log.info(`[bootstrap] build token written to ${path.relative(process.cwd(), file)}`);
}
