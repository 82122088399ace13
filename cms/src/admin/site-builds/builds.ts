/**
 * The build record as the "Site builds" widget shows it: plain functions, tested beside.
 * (The record itself is kept by the build hook, scripts/lib/build-history.mjs.)
 */
export interface SiteBuild {
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
  /** It failed in a way that may pass: the build hook tries again (scripts/lib/build-retry.mjs). */
  transient?: boolean;
}

/** How many builds in a row the hook tries before it gives up (scripts/lib/build-retry.mjs). */
export const MAX_ATTEMPTS = 3;

export type BuildsAnswer = { reachable: true; builds: SiteBuild[] } | { reachable: false; reason: string };

const KINDS: Record<string, string> = {
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  media: 'Media changed',
  content: 'Content changed',
  manual: 'Rebuild requested',
  start: 'Site started',
  'catch-up': 'Caught up with the CMS',
  retry: 'Tried again',
};

/** `api::news.news` → `news`, `api::terms-condition.terms-condition` → `terms condition`. */
const modelName = (uid: string | undefined): string => (uid?.split('.').pop() ?? '').replace(/-/g, ' ');

/** What asked for the build, in a line: "Published news (id)", "Rebuild requested by ana@…". */
export function triggerText({ trigger, requests }: Pick<SiteBuild, 'trigger' | 'requests'>): string {
  const parts = [KINDS[trigger.kind] ?? trigger.kind];
  if (trigger.model) parts.push(modelName(trigger.model));
  if (trigger.locale) parts.push(`(${trigger.locale})`);
  if (trigger.by) parts.push(`by ${trigger.by}`);
  if (trigger.attempt) parts.push(`(attempt ${trigger.attempt} of ${MAX_ATTEMPTS})`);
  if (requests > 1) parts.push(`+ ${requests - 1} more`);
  return parts.join(' ');
}

/** 12345 → "12.3 s", 95000 → "1 min 35 s". */
export function durationText(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

export const STATE_LABELS: Record<SiteBuild['state'], string> = {
  queued: 'Queued',
  building: 'Building',
  published: 'Published',
  failed: 'Failed',
};

/** The site's state in a sentence: what runs now, or when the live site was last published. */
export function currentState(builds: readonly SiteBuild[]): string {
  const running = builds.find((build) => build.state === 'building');
  if (running) return `Building now (${triggerText(running)})`;
  if (builds.some((build) => build.state === 'queued')) return 'A build is queued';
  const lastGood = builds.find((build) => build.state === 'published');
  const latest = builds[0];
  if (latest?.state === 'failed') {
    const stays = lastGood ? ': the site published before it stays live' : '';
    if (!latest.transient) return `The last build failed${stays}`;
    const attempts = latest.trigger.attempt ?? 1;
    return attempts < MAX_ATTEMPTS
      ? `The last build failed${stays}; it is tried again automatically (attempt ${attempts + 1} of ${MAX_ATTEMPTS} within minutes)`
      : `The last build failed ${MAX_ATTEMPTS} times${stays}; publish again or press Rebuild now once the cause is fixed`;
  }
  return lastGood ? 'The site is up to date' : 'No build yet';
}

/** Whether a build is under way (the widget then looks again sooner). */
export const isActive = (builds: readonly SiteBuild[]): boolean =>
  builds.some((build) => build.state === 'queued' || build.state === 'building');
