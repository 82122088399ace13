import { MAX_ATTEMPTS, type BuildRecord } from '@site/contracts/build';
import type { IntlShape } from 'react-intl';
import type { HookUnreachable } from '../names';
import { en, type SiteBuildsMessage } from './translations';

/**
 * The build record as the "Site builds" widget shows it, in the admin's language: plain functions,
 * tested beside. The record itself is the build contract's (contracts/src/build.ts), kept by the
 * build hook (publisher/src/build-history.ts).
 */
export type SiteBuild = Omit<BuildRecord, 'logTail' | 'contentVersion'>;

export type BuildsAnswer = { reachable: true; builds: SiteBuild[] } | HookUnreachable;

/** What the texts are written with: react-intl's formatters (useIntl() in the widget, createIntl in tests). */
export type Texts = Pick<IntlShape, 'formatMessage' | 'formatNumber'>;

/** One of the widget's texts in the admin's language (English where a translation is missing). */
export const say = (intl: Texts, id: SiteBuildsMessage, values?: Record<string, string | number>): string =>
  intl.formatMessage({ id, defaultMessage: en[id] }, values);

const KINDS: Record<string, SiteBuildsMessage> = {
  publish: 'site-builds.kind.publish',
  unpublish: 'site-builds.kind.unpublish',
  delete: 'site-builds.kind.delete',
  media: 'site-builds.kind.media',
  content: 'site-builds.kind.content',
  manual: 'site-builds.kind.manual',
  start: 'site-builds.kind.start',
  'catch-up': 'site-builds.kind.catch-up',
  retry: 'site-builds.kind.retry',
};

/** `api::news.news` → `news`, `api::terms-condition.terms-condition` → `terms condition`. */
const modelName = (uid: string | undefined): string => (uid?.split('.').pop() ?? '').replace(/-/g, ' ');

/** What asked for the build, in a line: "Published news (id)", "Rebuild requested by ana@…". */
export function triggerText(intl: Texts, { trigger, requests }: Pick<SiteBuild, 'trigger' | 'requests'>): string {
  const kind = KINDS[trigger.kind];
  const parts = [kind ? say(intl, kind) : trigger.kind];
  if (trigger.model) parts.push(modelName(trigger.model));
  if (trigger.locale) parts.push(`(${trigger.locale})`);
  if (trigger.scheduled) parts.push(say(intl, 'site-builds.trigger.scheduled'));
  if (trigger.by) parts.push(say(intl, 'site-builds.trigger.by', { by: trigger.by }));
  if (trigger.attempt) parts.push(say(intl, 'site-builds.trigger.attempt', { attempt: trigger.attempt, max: MAX_ATTEMPTS }));
  if (requests > 1) parts.push(say(intl, 'site-builds.trigger.more', { count: requests - 1 }));
  return parts.join(' ');
}

/** 12345 → "12.3 s" ("12,3 dtk"), 95000 → "1 min 35 s". */
export function durationText(intl: Texts, ms: number | null): string {
  if (ms === null) return '';
  if (ms < 60_000) {
    const seconds = intl.formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return say(intl, 'site-builds.duration.seconds', { seconds });
  }
  return say(intl, 'site-builds.duration.minutes', {
    minutes: Math.floor(ms / 60_000),
    seconds: Math.round((ms % 60_000) / 1000),
  });
}

export const STATE_LABELS: Record<SiteBuild['state'], SiteBuildsMessage> = {
  queued: 'site-builds.state.queued',
  building: 'site-builds.state.building',
  published: 'site-builds.state.published',
  failed: 'site-builds.state.failed',
};

/** The site's state in a sentence: what runs now, or when the live site was last published. */
export function currentState(intl: Texts, builds: readonly SiteBuild[]): string {
  const running = builds.find((build) => build.state === 'building');
  if (running) return say(intl, 'site-builds.current.building', { trigger: triggerText(intl, running) });
  if (builds.some((build) => build.state === 'queued')) return say(intl, 'site-builds.current.queued');
  const lastGood = builds.find((build) => build.state === 'published');
  const latest = builds[0];
  if (latest?.state === 'failed') {
    const kept = lastGood ? '-kept' : '';
    if (!latest.transient) return say(intl, `site-builds.current.failed${kept}`);
    const attempts = latest.trigger.attempt ?? 1;
    return attempts < MAX_ATTEMPTS
      ? say(intl, `site-builds.current.retrying${kept}`, { next: attempts + 1, max: MAX_ATTEMPTS })
      : say(intl, `site-builds.current.gave-up${kept}`, { max: MAX_ATTEMPTS });
  }
  return say(intl, lastGood ? 'site-builds.current.up-to-date' : 'site-builds.current.none');
}

/**
 * Why a build failed, in the admin's language, with the build's own detail (left as the system
 * said it) where it adds something.
 */
export function failureText(intl: Texts, { error, errorCode }: Pick<SiteBuild, 'error' | 'errorCode'>): string {
  if (!errorCode) return error ?? '';
  const reason = say(intl, `site-builds.error.${errorCode}`);
  return errorCode === 'interrupted' || !error ? reason : `${reason}: ${error}`;
}

/** Whether a build is under way (the widget then looks again sooner). */
export const isActive = (builds: readonly SiteBuild[]): boolean =>
  builds.some((build) => build.state === 'queued' || build.state === 'building');

/** Why the widget cannot show the builds, in the editor's language (the hook's own detail kept as it is). */
export const hookProblemText = (intl: Texts, { problem, detail }: HookUnreachable): string =>
  say(intl, `site-builds.hook.${problem}`, { detail });
