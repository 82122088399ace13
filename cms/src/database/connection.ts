/**
 * The database the CMS uses: SQLite in `.tmp/` by default (nothing to install), PostgreSQL when
 * DATABASE_CLIENT=postgres with DATABASE_URL. One parser for Strapi's config (config/database.ts)
 * and the start-up lock (./startup-lock.ts).
 */
import { cmsEnvironment } from '../environment';

/** A type, not an interface: Strapi's config type wants an index signature. */
export type PostgresConnection = {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  schema: string;
  ssl: false | { rejectUnauthorized: boolean };
};

export const DEFAULT_DATABASE_URL = 'postgres://strapi:strapi@127.0.0.1:5432/strapi';

export const usesPostgres = (env?: NodeJS.ProcessEnv): boolean => cmsEnvironment(env).DATABASE_CLIENT === 'postgres';

/** DATABASE_URL with its password hidden, for messages and logs. */
export function maskedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
}

export function postgresConnection(env: NodeJS.ProcessEnv = process.env): PostgresConnection {
  const read = cmsEnvironment(env);
  const raw = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`DATABASE_URL is not a URL (${maskedDatabaseUrl(raw)}): use postgres://user:password@host:5432/database`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// (it is ${maskedDatabaseUrl(raw)})`);
  }
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    database: decodeURIComponent(url.pathname.slice(1)),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    schema: read.DATABASE_SCHEMA,
    ssl: read.DATABASE_SSL ? { rejectUnauthorized: read.DATABASE_SSL_REJECT_UNAUTHORIZED } : false,
  };
}
