/**
 * A sliding-window limit per client address: at most `limit` submissions per `windowMs`.
 * In memory, which is right for one CMS process; several processes would need a shared store.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a submission attempt; answers how many seconds to wait when over the limit. */
    hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.ceil((recent[0] + windowMs - time) / 1000) };
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > 10_000)
        for (const [stale, times] of hits) if (times.every((at) => time - at >= windowMs)) hits.delete(stale);
      return { allowed: true };
    },
  };
}
