/**
 * The CMS's side of the build hook (publisher/src/build-hook.ts): the record of builds and the
 * rebuild button go through the CMS server, which holds the hook's secret; the admin's browser
 * code never sees it. BUILD_HOOK_URL is the hook's POST /build address; GET /builds is beside it.
 */
import { BuildRequested, type ChangeAnnouncement, type RebuildRequest } from '@site/contracts/build';
import type { HookProblem, HookUnreachable } from '../names';
import { cmsEnvironment } from '../../../environment';
export interface HookSettings {
  buildUrl: string | null;
  secret: string;
  timeoutMs: number;
}

export type HookAnswer<T> = { reachable: true; value: T } | HookUnreachable;

const unreachable = (problem: HookProblem, detail: string, reason: string): HookUnreachable => ({
  reachable: false,
  problem,
  detail,
  reason,
});

export function hookSettings(env: NodeJS.ProcessEnv = process.env): HookSettings {
  return { buildUrl: cmsEnvironment(env).BUILD_HOOK_URL ?? null, secret: env.BUILD_HOOK_SECRET || '', timeoutMs: 5000 };
}

/** `…/build` → `…/builds`; null when the hook is not ours (a static host's deploy hook has no record). */
export function buildsUrl(buildUrl: string | null): string | null {
  if (!buildUrl) return null;
  try {
    const url = new URL(buildUrl);
    if (!url.pathname.endsWith('/build')) return null;
    url.pathname = `${url.pathname}s`;
    return url.href;
  } catch {
    return null;
  }
}

async function call<T>(
  url: string | null,
  init: RequestInit,
  settings: HookSettings,
  fetchImpl: typeof fetch,
  read: (response: Response) => Promise<T>,
): Promise<HookAnswer<T>> {
  if (!url) return unreachable('not-configured', '', 'No build hook with a build record is configured (BUILD_HOOK_URL).');
  try {
    const response = await fetchImpl(url, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        // A static host's hook URL carries its own secret and needs no header.
        ...(settings.secret ? { Authorization: `Bearer ${settings.secret}` } : {}),
        ...init.headers,
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (response.status === 401)
      return unreachable('refused', '401', 'The build hook refused the CMS: BUILD_HOOK_SECRET differs.');
    if (!response.ok)
      return unreachable('http-error', String(response.status), `The build hook answered HTTP ${response.status}.`);
    return { reachable: true, value: await read(response) };
  } catch (error) {
    const { cause } = error as { cause?: unknown };
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    return unreachable('unreachable', reason, `The build hook cannot be reached (${reason}).`);
  }
}

const json = <T>(response: Response) => response.json() as Promise<T>;

export function createHookClient(settings: HookSettings = hookSettings(), fetchImpl: typeof fetch = fetch) {
  const post = <T>(body: unknown, read: (response: Response) => Promise<T>) =>
    call<T>(settings.buildUrl, { method: 'POST', body: JSON.stringify(body) }, settings, fetchImpl, read);
  return {
    builds: () => call(buildsUrl(settings.buildUrl), { method: 'GET' }, settings, fetchImpl, json<{ builds: unknown[] }>),
    rebuild: (by: string) =>
      post({ trigger: 'manual', by } satisfies RebuildRequest, async (response) => BuildRequested.parse(await response.json())),
    /** Tells the hook what changed (a static host's hook answers anything, or nothing). */
    announce: (announcement: ChangeAnnouncement) => post(announcement, async (response) => response.status),
  };
}
