/**
 * The site's builds in the activity log: when each started and how it ended, read from the build
 * hook's record (the hook builds, the CMS only asks it). Every instance asks every 15 seconds; a
 * build is written once, whichever instance sees it first (a unique index on its key, models.ts).
 */
import type { Core } from '@strapi/strapi';
import { BuildRecord } from '@site/contracts/build';
import { createHookClient } from '../../site-builds/server/hook-client';
import { ACTIVITY_MODEL } from '../names';
import { SCHEDULE_ACTOR, SYSTEM_ACTOR, type Actor } from './recorder';

/** One line of the log about a build, with the key that makes it once. */
export interface BuildLine {
  key: string;
  action: 'build.started' | 'build.published' | 'build.failed';
  by: Actor;
  contentType: string | null;
  locale: string | null;
  subject: string;
  at: string;
}

/** The lines a build's record makes: its start, and its end once it ended. Pure. */
export function buildLines(build: BuildRecord): BuildLine[] {
  const { trigger } = build;
  const by: Actor = trigger.by ? { id: null, name: trigger.by } : trigger.scheduled ? SCHEDULE_ACTOR : SYSTEM_ACTOR;
  const base = { by, contentType: trigger.model ?? null, locale: trigger.locale ?? null };
  const key = `build-${build.id}-${build.queuedAt}`;
  const lines: BuildLine[] = [];
  if (build.startedAt)
    lines.push({ ...base, key: `${key}-start`, action: 'build.started', subject: `#${build.id}`, at: build.startedAt });
  if (build.finishedAt && (build.state === 'published' || build.state === 'failed'))
    lines.push({
      ...base,
      key: `${key}-end`,
      action: build.state === 'published' ? 'build.published' : 'build.failed',
      subject: build.state === 'published' ? `#${build.id}: ${build.pages ?? 0}` : `#${build.id}: ${build.error ?? ''}`,
      at: build.finishedAt,
    });
  return lines;
}

/** Writes the lines of the builds the hook lists that the log does not hold yet. */
export async function logBuilds(strapi: Core.Strapi, hook = createHookClient()): Promise<number> {
  const answer = await hook.builds();
  if (!answer.reachable) return 0;
  const log = strapi.db.query(ACTIVITY_MODEL);
  const lines = answer.value.builds.flatMap((raw) => {
    const parsed = BuildRecord.safeParse(raw);
    return parsed.success ? buildLines(parsed.data) : [];
  });
  // The lines already written, asked for at once (the hook lists its last builds at every ask).
  const logged = new Set(
    (
      (await log.findMany({ where: { onceKey: { $in: lines.map((line) => line.key) } }, select: ['onceKey'] })) as Array<{
        onceKey: string;
      }>
    ).map((row) => row.onceKey),
  );
  let written = 0;
  for (const line of lines.filter((each) => !logged.has(each.key))) {
    try {
      await log.create({
        data: {
          kind: 'build',
          action: line.action,
          byId: null,
          byName: line.by.name,
          contentType: line.contentType,
          relatedDocumentId: null,
          onceKey: line.key,
          locale: line.locale,
          subject: line.subject.slice(0, 250),
          createdAt: new Date(line.at),
        },
      });
      written += 1;
    } catch {
      // Another instance wrote it first (the unique index refused this one).
    }
  }
  return written;
}
