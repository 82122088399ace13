/**
 * Every write of a document an editor makes — a save, a language added, a publish, an unpublish,
 * a discard, a delete, a scheduled run, a restore — keeps the versions it made (each language's
 * draft or published entry, as `snapshot.ts` describes it) with who made it and when, and writes
 * one line of the activity log. A save of a field the languages share changes the other languages'
 * drafts too: those get a version when they changed. Writes no editor made (the seed, the contact
 * form's mail queue) are not versions. The versions are written in the write's own transaction:
 * a write undone (the ownership rule refuses it) leaves no version behind.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { Core, UID } from '@strapi/strapi';
import { editorName } from '../../../editor-name';
import { writeLocales } from '../../../i18n/write-locales';
import { ACTIVITY_MODEL, VERSION_MODEL, type VersionAction, type VersionStatus } from '../names';
import { documentLabel, snapshotPopulate, toSnapshot, type GetModel, type Model, type Snapshot } from './snapshot';

/** Who a version or a log entry is of: an admin, or what acted for no one. */
export interface Actor {
  id: number | null;
  name: string;
}

/** What acts for no admin, as the history names it (the admin translates these names). */
export const SCHEDULE_ACTOR: Actor = { id: null, name: 'Jadwal' };
/** What acted for no admin and no schedule: the seed, a visitor's message, the CMS itself. */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'Sistem' };

/** A write this plugin makes (restore, undo publish, recover): what its versions are called. */
interface HistoryWrite {
  action: Extract<VersionAction, 'restore' | 'undo-publish' | 'recover'>;
  /** Draft changes along the way not kept as versions (undo publish puts the draft back). */
  quietDrafts?: boolean;
}
const historyWrite = new AsyncLocalStorage<HistoryWrite>();

/** Whether this is a write of History's own (a recovery may make a document under its former documentId). */
export const isHistoryWrite = (): boolean => historyWrite.getStore() !== undefined;

/** Runs `write` as a restore, an undo or a recovery: its versions say so. */
export const asHistoryWrite = <T>(write: HistoryWrite, run: () => Promise<T>): Promise<T> => historyWrite.run(write, run);

/** Scheduled runs about to happen (scheduling marks each it takes): their versions are the schedule's. */
const scheduled = new Map<string, number>();
const scheduledKey = (uid: string, documentId: string, locale: string | null) => `${uid} ${documentId} ${locale ?? ''}`;
export function markScheduledRun(uid: string, documentId: string, locale: string | null): void {
  scheduled.set(scheduledKey(uid, documentId, locale), Date.now() + 60_000);
}
function takeScheduledRun(uid: string, documentId: string, locales: Array<string | null>): boolean {
  const now = Date.now();
  let taken = false;
  for (const locale of locales) {
    const key = scheduledKey(uid, documentId, locale);
    if ((scheduled.get(key) ?? 0) > now) taken = true;
    scheduled.delete(key);
  }
  return taken;
}

interface AdminState {
  state?: {
    user?: { id?: number; firstname?: string; lastname?: string; username?: string; email?: string };
    auth?: { strategy?: { name?: string } };
  };
}

/** The admin whose request this is, or null (the content API, the seed, a scheduled run). */
export function requestAdmin(strapi: Core.Strapi): Actor | null {
  const ctx = strapi.requestContext.get() as AdminState | undefined;
  const user = ctx?.state?.user;
  if (ctx?.state?.auth?.strategy?.name !== 'admin' || typeof user?.id !== 'number') return null;
  return { id: user.id, name: editorName(user) };
}

const RECORDED = new Set(['create', 'update', 'clone', 'publish', 'unpublish', 'discardDraft', 'delete']);

interface Row {
  id: number;
  documentId: string;
  locale?: string | null;
  publishedAt?: string | null;
  createdBy?: { id?: number } | null;
  [attribute: string]: unknown;
}

/** Records the versions one write made and its line in the log. */
class VersionWriter {
  constructor(
    private readonly strapi: Core.Strapi,
    private readonly uid: UID.ContentType,
  ) {}

  private get getModel(): GetModel {
    return (uid) => this.strapi.getModel(uid as UID.Schema) as unknown as Model | undefined;
  }

  private get localized(): boolean {
    return (
      this.strapi.plugin('i18n').service('content-types').isLocalizedContentType(this.strapi.contentTypes[this.uid]) === true
    );
  }

  /** Whether the type has drafts beside its published versions (draft & publish). */
  get hasDrafts(): boolean {
    return this.versioned;
  }

  private get versioned(): boolean {
    return this.strapi.contentTypes[this.uid].options?.draftAndPublish === true;
  }

  /** The document's rows of `status` in `locales` (all of them: null), read with everything a version keeps. */
  async rows(documentId: string, locales: string[] | null, status: VersionStatus | 'both'): Promise<Row[]> {
    const where: Record<string, unknown> = { documentId };
    if (this.localized && locales) where.locale = { $in: locales };
    if (this.versioned && status !== 'both') where.publishedAt = status === 'published' ? { $notNull: true } : null;
    return (await this.strapi.db.query(this.uid).findMany({
      where,
      populate: { ...snapshotPopulate(this.getModel, this.uid), createdBy: { select: ['id'] } },
    })) as Row[];
  }

  /** The languages the document has a draft in (a save into another adds that language). */
  async draftLocales(documentId: string): Promise<Set<string | null>> {
    const rows = (await this.strapi.db.query(this.uid).findMany({
      where: { documentId, ...(this.versioned ? { publishedAt: null } : {}) },
      select: this.localized ? ['locale'] : ['id'],
    })) as Array<{ locale?: string | null }>;
    return new Set(rows.map((row) => (this.localized ? (row.locale ?? null) : null)));
  }

  /** The last version kept of a language's draft or published entry. */
  async latest(documentId: string, locale: string | null, status: VersionStatus): Promise<Snapshot | null> {
    const row = (await this.strapi.db.query(VERSION_MODEL).findOne({
      where: { contentType: this.uid, relatedDocumentId: documentId, locale, status },
      orderBy: { id: 'desc' },
      select: ['data'],
    })) as { data?: Snapshot } | null;
    return row?.data ?? null;
  }

  snapshot(row: Row): Snapshot {
    return toSnapshot(this.getModel, this.uid, row);
  }

  /** Keeps a version of `row`; and, unless `logged` is false (one line is enough for a language deleted), its line in the log. */
  async keep(
    row: Row,
    status: VersionStatus,
    action: VersionAction,
    by: Actor,
    data = this.snapshot(row),
    logged = true,
  ): Promise<void> {
    const locale = this.localized ? (row.locale ?? null) : null;
    await this.strapi.db.query(VERSION_MODEL).create({
      data: {
        contentType: this.uid,
        relatedDocumentId: row.documentId,
        locale,
        status,
        action,
        data,
        ownerId: row.createdBy?.id ?? null,
        byId: by.id,
        byName: by.name,
        createdAt: new Date(),
      },
    });
    if (!logged) return;
    await logActivity(this.strapi, {
      ownerId: row.createdBy?.id ?? null,
      kind: 'content',
      action: `document.${action}`,
      by,
      contentType: this.uid,
      documentId: row.documentId,
      locale,
      subject: documentLabel(this.getModel, this.uid, data, row.documentId),
    });
  }
}

/** One line of the activity log. */
export interface ActivityLine {
  kind: 'content' | 'media' | 'access' | 'build';
  action: string;
  by: Actor;
  contentType?: string | null;
  documentId?: string | null;
  locale?: string | null;
  /** For a content line: who had created the document's version it is about. */
  ownerId?: number | null;
  subject: string;
}

/** Appends a line to the activity log (never fails the action it records: a failure is logged). */
export async function logActivity(strapi: Core.Strapi, line: ActivityLine): Promise<void> {
  try {
    await strapi.db.query(ACTIVITY_MODEL).create({
      data: {
        kind: line.kind,
        action: line.action,
        byId: line.by.id,
        byName: line.by.name,
        contentType: line.contentType ?? null,
        relatedDocumentId: line.documentId ?? null,
        locale: line.locale ?? null,
        subject: line.subject.slice(0, 250),
        ownerId: line.ownerId ?? null,
        createdAt: new Date(),
      },
    });
  } catch (error) {
    strapi.log.error(
      `[history] the activity log did not take "${line.action}": ${error instanceof Error ? error.message : error}`,
    );
  }
}

const VERSION_ACTION: Record<string, VersionAction> = {
  create: 'create',
  clone: 'create',
  update: 'save',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard',
  delete: 'delete',
};

/** What the recorder reads of a document service call. */
interface RecordedContext {
  uid: string;
  action: string;
  params: unknown;
}

/** Keeps every document write's versions (register phase, after the ownership rule: a refused write keeps none). */
export function recordVersions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!context.uid.startsWith('api::') || !RECORDED.has(context.action)) return next();
    // What keeping the versions costs the request, apart from the write itself: Server-Timing's
    // `history` (bench/history.ts reads it).
    const started = performance.now();
    let writing = 0;
    const timedNext = async () => {
      const begun = performance.now();
      try {
        return await next();
      } finally {
        writing += performance.now() - begun;
      }
    };
    try {
      return await record(context, timedNext);
    } finally {
      const ctx = strapi.requestContext.get() as { append?: (name: string, value: string) => void } | undefined;
      ctx?.append?.('Server-Timing', `history;dur=${(performance.now() - started - writing).toFixed(1)}`);
    }
  });

  async function record<Result>(context: RecordedContext, next: () => Promise<Result>): Promise<Result> {
    const params = context.params as { documentId?: string; locale?: unknown };
    const write = historyWrite.getStore();
    const admin = requestAdmin(strapi);
    const defaultLocale = (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string;
    const locales = writeLocales(params.locale, defaultLocale);
    const uid = context.uid as UID.ContentType;
    const scheduledRun =
      !admin && !write && typeof params.documentId === 'string' && ['publish', 'unpublish'].includes(context.action)
        ? takeScheduledRun(uid, params.documentId, locales ?? [null])
        : false;
    const by = admin ?? (scheduledRun ? SCHEDULE_ACTOR : null);
    if (!by) return next();
    const writer = new VersionWriter(strapi, uid);
    const action: VersionAction = write?.action ?? (scheduledRun ? 'schedule' : VERSION_ACTION[context.action]);

    // A delete: what is deleted is kept first (a deleted document is recovered from it).
    if (context.action === 'delete' && typeof params.documentId === 'string') {
      const gone = await writer.rows(params.documentId, locales, 'both');
      const result = await next();
      for (const row of gone) {
        const published = Boolean(row.publishedAt) && writer.hasDrafts;
        await writer.keep(row, published ? 'published' : 'draft', 'delete', by, undefined, !published);
      }
      return result;
    }
    const existed =
      context.action === 'update' && typeof params.documentId === 'string' ? await writer.draftLocales(params.documentId) : null;
    const result = await next();
    // A clone names its source: its versions are the new document's.
    const documentId =
      typeof params.documentId === 'string' && context.action !== 'clone'
        ? params.documentId
        : (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;
    const status: VersionStatus = context.action === 'publish' ? 'published' : 'draft';
    if (status === 'draft' && write?.quietDrafts) return result;
    const rows = await writer.rows(documentId, status === 'draft' && context.action === 'update' ? null : locales, status);
    for (const row of rows) {
      const locale = row.locale ?? null;
      const named = locales === null || locales.includes(locale ?? defaultLocale);
      const data = writer.snapshot(row);
      const kind = existed && !existed.has(locale) && action === 'save' ? 'create' : action;
      if (!named || kind === 'save') {
        // A save that changed nothing (the Content Manager saves the draft before it publishes it),
        // or another language whose draft a shared field did not change: no version.
        const last = await writer.latest(documentId, locale, 'draft');
        // Compared as values: PostgreSQL's jsonb gives a version's keys back in another order.
        if (last && isDeepStrictEqual(last, data)) continue;
      }
      await writer.keep(row, status, kind, by, data);
    }
    return result;
  }
}
