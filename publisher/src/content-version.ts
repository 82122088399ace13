/**
 * When the CMS's published content last changed (the build contract's CONTENT_VERSION_PATH, read
 * with the build token), or null when the CMS cannot say: the build hook compares it with what it
 * last built, to catch up on a publish whose announcement never arrived.
 */
import { CONTENT_VERSION_PATH, ContentVersionAnswer } from '@site/contracts/build';

export function contentVersionOf(cmsUrl: string, token: () => string | undefined) {
  return async () => {
    try {
      const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}${CONTENT_VERSION_PATH}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token() ?? ''}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return null;
      const answer = ContentVersionAnswer.safeParse(await response.json());
      return answer.success ? (answer.data.data?.changedAt ?? null) : null;
    } catch {
      return null;
    }
  };
}
