/**
 * A deploy replaces the hashed JavaScript chunks; a visitor with an old page then fails to load a
 * chunk. The page reloads to get the new build, but at most once per minute, so a chunk that is
 * really broken cannot cause a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message));
}

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs;
}
