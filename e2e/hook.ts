import type { BuildRecord } from '@site/contracts/build';
import { hookSecret, hookUrl } from './urls';
import { waitFor } from './wait-for';

/** A build as the hook records it, and answers it on GET /builds: the hook's own type. */
export type { BuildRecord };

const auth = () => ({ Authorization: `Bearer ${hookSecret}` });
export const buildsUrl = hookUrl.replace(/\/build$/, '/builds');

export async function builds(): Promise<BuildRecord[]> {
  const response = await fetch(buildsUrl, { headers: auth() });
  if (!response.ok) throw new Error(`GET /builds answered ${response.status}`);
  return ((await response.json()) as { builds: BuildRecord[] }).builds;
}

/** Asks the hook for a build, as the CMS does; resolves with the id of the build it joined. */
export async function requestBuild(body: unknown = { trigger: 'manual', by: 'e2e' }): Promise<number> {
  const response = await fetch(hookUrl, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 202) throw new Error(`POST /build answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** Waits until a build has finished, published or failed, and returns its record. */
export function finishedBuild(id: number, timeoutMs = 240_000): Promise<BuildRecord> {
  return waitFor(
    `build ${id} finished`,
    async () =>
      (await builds()).find((record) => record.id === id && (record.state === 'published' || record.state === 'failed')),
    { timeoutMs, intervalMs: 1000 },
  );
}

/**
 * Waits until the hook has nothing queued or building across a few of its catch-up checks (3 s
 * apart in the e2e stack): what earlier specs changed is built, and a spec's own publish is the
 * only news the hook gets.
 */
export async function hookSettled(timeoutMs = 240_000): Promise<void> {
  let quietSince = Date.now();
  await waitFor(
    'the build hook settled',
    async () => {
      if ((await builds()).some((build) => build.state === 'queued' || build.state === 'building')) quietSince = Date.now();
      return Date.now() - quietSince >= 7000;
    },
    { timeoutMs },
  );
}
