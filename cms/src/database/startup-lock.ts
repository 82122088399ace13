import pg from 'pg';
import { maskedDatabaseUrl, postgresConnection, usesPostgres, DEFAULT_DATABASE_URL } from './connection';

/** One number every instance of this CMS agrees on (pg_advisory_lock takes a 64-bit key). */
const STARTUP_LOCK = 5_437_012_922;

/**
 * Several CMS instances may start at the same moment on one database. Strapi's schema sync,
 * its plugins' set-up (roles, permissions) and this app's bootstrap (locales, tokens, webhook,
 * seed) must not run in two of them at once: the first instance takes a PostgreSQL advisory lock
 * for its whole start-up, the others wait for it, then find everything done. The lock belongs to
 * a connection of its own, so an instance that dies mid-start releases it.
 *
 * It also checks the database can be reached before Strapi tries: a wrong DATABASE_URL stops the
 * CMS with one line that names it (password hidden) instead of a stack trace.
 */
export async function acquireStartupLock(log: { info(message: string): void }): Promise<() => Promise<void>> {
  if (!usesPostgres()) return async () => undefined;
  const url = maskedDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  let client: pg.Client;
  try {
    const { host, port, database, user, password, ssl } = postgresConnection();
    client = new pg.Client({ host, port, database, user, password, ssl, connectionTimeoutMillis: 10_000 });
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(`Cannot use the database at DATABASE_URL=${url}: ${reason}`);
  }
  const started = Date.now();
  await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
  const waited = Date.now() - started;
  if (waited > 500) log.info(`[database] waited ${(waited / 1000).toFixed(1)} s for another instance to finish starting`);
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}

/** A database that cannot be used: reported in one line, without a stack. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}
