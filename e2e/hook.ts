import { hookSecret, hookUrl } from './urls';

/** A build as the hook records it (scripts/lib/build-history.mjs). */
export interface BuildRecord {
  id: number;
  state: 'queued' | 'building' | 'published' | 'failed';
  trigger: { kind: string; model?: string; documentId?: string; locale?: string; by?: string; note?: string; attempt?: number };
  requests: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  pages: number | null;
  pageUrl: string | null;
  error: string | null;
  logTail: string[];
  transient?: boolean;
}

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
export async function finishedBuild(id: number, timeoutMs = 240_000): Promise<BuildRecord> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const build = (await builds()).find((record) => record.id === id);
    if (build && (build.state === 'published' || build.state === 'failed')) return build;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`build ${id} not finished after ${timeoutMs / 1000} s`);
}

/**
 * Waits until the hook has nothing queued or building across a few of its catch-up checks (3 s
 * apart in the e2e stack): what earlier specs changed is built, and a spec's own publish is the
 * only news the hook gets.
 */
export async function hookSettled(timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = (await builds()).some((build) => build.state === 'queued' || build.state === 'building');
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 7000) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the build hook still builds after ${timeoutMs / 1000} s`);
}
