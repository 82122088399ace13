/**
 * When the CMS's published content last changed (its GET /api/site-builds/content-version, read
 * with the build token), or null when the CMS cannot say: the build hook compares it with what it
 * last built, to catch up on a publish whose webhook never arrived.
 */
export function contentVersionOf(cmsUrl: string, token: () => string | undefined) {
  return async () => {
    try {
      const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/api/site-builds/content-version`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token() ?? ''}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { changedAt?: unknown } };
      return typeof body.data?.changedAt === 'string' ? body.data.changedAt : null;
    } catch {
      return null;
    }
  };
}
