import type { Knex } from 'knex';

/**
 * At most `limit` contact messages per client address in each window of `windowMs`, counted in
 * the database every CMS instance shares: one atomic upsert per attempt (INSERT … ON CONFLICT
 * DO UPDATE … RETURNING, in SQLite and PostgreSQL alike), so two instances hit at the same moment
 * still count both. Fixed windows: at a window's edge an address may send up to twice the limit
 * within a few seconds, never more.
 */
export const RATE_LIMIT_TABLE = 'contact_rate_limits';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The window a moment falls in. */
export function rateWindow(time: number, windowMs: number): { start: number; end: number } {
  const start = Math.floor(time / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

export async function ensureRateLimitTable(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(RATE_LIMIT_TABLE)) return;
  await knex.schema.createTable(RATE_LIMIT_TABLE, (table) => {
    table.string('bucket', 191).primary();
    table.integer('hits').notNullable();
    table.bigInteger('expires_at').notNullable().index();
  });
}

export function createRateLimiter(
  knex: Knex,
  { limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number },
) {
  let cleanedUntil = 0;
  return {
    /** Records an attempt; answers how many seconds to wait when over the limit. */
    async hit(key: string): Promise<RateDecision> {
      const time = now();
      const { start, end } = rateWindow(time, windowMs);
      const rows = (await knex(RATE_LIMIT_TABLE)
        .insert({ bucket: `${key}@${start}`, hits: 1, expires_at: end })
        .onConflict('bucket')
        .merge({ hits: knex.raw('??.?? + 1', [RATE_LIMIT_TABLE, 'hits']) })
        .returning('hits')) as Array<{ hits: number | string }>;
      if (start >= cleanedUntil) {
        cleanedUntil = end;
        await knex(RATE_LIMIT_TABLE).where('expires_at', '<=', start).delete();
      }
      const hits = Number(rows[0]?.hits ?? 1);
      return hits <= limit
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - time) / 1000)) };
    },
  };
}
