/**
 * The activity log of the whole CMS, append-only: the document actions (the recorder writes
 * those), media uploaded, replaced and deleted, folders, admins, roles and tokens changed, logins
 * and failed logins, schedules set and cancelled, rebuilds asked for. Read by filter, a page at a
 * time or as CSV; editors read the content lines of the types they may read, an admin with the
 * "whole activity log" permission (Super Admins) everything. No route changes or deletes a line:
 * only retention removes the old ones.
 */
import type { Context, Next } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { stringify } from 'csv-stringify/sync';
import { editorName } from '../../../editor-name';
import {
  ACTIVITY_MODEL,
  ACTIVITY_KINDS,
  READ_ALL_ACTIVITY,
  VERSION_MODEL,
  type ActivityEntry,
  type ActivityKind,
} from '../names';
import { permittedWhere, type Ability } from '../../../permissions/permitted-where';
import { readableOwners } from './access';
import { logActivity, requestAdmin, SYSTEM_ACTOR, type Actor } from './recorder';
import { countFailedLogin, isFailedAttempt, type FailedLoginWindow } from './failed-logins';

const NOBODY = SYSTEM_ACTOR;
const READ = 'plugin::content-manager.explorer.read';

type Named = { firstname?: string; lastname?: string; username?: string; email?: string; name?: string; id?: number };

/** What Strapi's events say, as lines of the log. */
const EVENTS: Record<string, (payload: Record<string, unknown>) => { kind: ActivityKind; subject: string; by?: Actor } | null> = {
  'media.create': ({ media }) => ({ kind: 'media', subject: String((media as Named)?.name ?? '') }),
  'media.update': ({ media }) => ({ kind: 'media', subject: String((media as Named)?.name ?? '') }),
  'media.delete': ({ media }) => ({ kind: 'media', subject: String((media as Named)?.name ?? '') }),
  'media-folder.create': ({ folder }) => ({ kind: 'media', subject: String((folder as Named)?.name ?? '') }),
  'media-folder.update': ({ folder }) => ({ kind: 'media', subject: String((folder as Named)?.name ?? '') }),
  'media-folder.delete': ({ folder }) => ({ kind: 'media', subject: String((folder as Named)?.name ?? '') }),
  'user.create': ({ user }) => ({ kind: 'access', subject: editorName((user as Named) ?? {}) }),
  'user.update': ({ user }) => ({ kind: 'access', subject: editorName((user as Named) ?? {}) }),
  'user.delete': ({ user }) => ({ kind: 'access', subject: editorName((user as Named) ?? {}) }),
  'role.create': ({ role }) => ({ kind: 'access', subject: String((role as Named)?.name ?? '') }),
  'role.update': ({ role }) => ({ kind: 'access', subject: String((role as Named)?.name ?? '') }),
  'role.delete': ({ role }) => ({ kind: 'access', subject: String((role as Named)?.name ?? '') }),
  'admin.auth.success': ({ user }) => {
    const who = (user as Named) ?? {};
    return { kind: 'access', subject: editorName(who), by: { id: who.id ?? null, name: editorName(who) } };
  },
  'admin.logout': ({ user }) => {
    const who = (user as Named) ?? {};
    return { kind: 'access', subject: editorName(who), by: { id: who.id ?? null, name: editorName(who) } };
  },
  'admin.auth.error': () => null, // written with the address tried, by `recordAdminRoutes`
};

const ACTION_NAMES: Record<string, string> = {
  'media.create': 'media.upload',
  'media.update': 'media.update',
  'media.delete': 'media.delete',
  'admin.auth.success': 'auth.login',
  'admin.logout': 'auth.logout',
};

/** Writes Strapi's events into the log (bootstrap). */
export function recordEvents(strapi: Core.Strapi): void {
  strapi.eventHub.subscribe(async (event: string, ...args: unknown[]) => {
    const line = EVENTS[event]?.((args[0] ?? {}) as Record<string, unknown>);
    if (!line) return;
    await logActivity(strapi, {
      kind: line.kind,
      action: ACTION_NAMES[event] ?? event,
      by: line.by ?? requestAdmin(strapi) ?? NOBODY,
      subject: line.subject,
    });
  });
}

/** Admin routes whose writes the log records that Strapi sends no event for. */
const ROUTES: Array<{
  pattern: RegExp;
  kind: ActivityKind;
  action: (method: string) => string;
  subject: (ctx: Context) => string;
}> = [
  {
    pattern: /^\/admin\/(api-tokens|transfer\/tokens)(\/\d+)?(\/regenerate)?$/,
    kind: 'access',
    action: (method) => ({ POST: 'token.create', PUT: 'token.update', DELETE: 'token.delete' })[method] ?? 'token.update',
    subject: (ctx) => String((ctx.body as { data?: { name?: string } } | undefined)?.data?.name ?? ''),
  },
  {
    pattern: /^\/publisher\/actions(\/[\w-]+)?$/,
    kind: 'content',
    action: (method) => (method === 'DELETE' ? 'document.schedule-cancel' : 'document.schedule'),
    subject: (ctx) => {
      const action = (ctx.request as { body?: { data?: Record<string, unknown> } }).body?.data ?? {};
      return [action.mode, action.executeAt].filter(Boolean).join(' ');
    },
  },
  {
    pattern: /^\/site-builds\/rebuild$/,
    kind: 'build',
    action: () => 'build.requested',
    subject: () => '',
  },
];

/**
 * Records the admin writes Strapi has no event for — tokens, schedules, rebuilds — and failed
 * logins with the address tried, a limited number per client address (failed-logins.ts; a koa
 * middleware around every request; it looks only at those paths, after they answered).
 */
export function recordAdminRoutes(strapi: Core.Strapi) {
  const failedLogins = new Map<string, FailedLoginWindow>();
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    const path = ctx.path;
    if (ctx.method === 'POST' && path === '/admin/login') {
      const body = (ctx.request as { body?: { email?: unknown } }).body;
      if (!isFailedAttempt(ctx.status, body)) return;
      const verdict = countFailedLogin(failedLogins, ctx.ip, Date.now());
      if (!verdict.log) return;
      const email = String(body?.email).slice(0, 120);
      const more = verdict.droppedBefore ? ` (+${verdict.droppedBefore} from ${ctx.ip} not listed)` : '';
      await logActivity(strapi, { kind: 'access', action: 'auth.login-failed', by: NOBODY, subject: `${email}${more}` });
      return;
    }
    if (ctx.method === 'GET' || ctx.status >= 300) return;
    const route = ROUTES.find(({ pattern }) => pattern.test(path));
    if (!route) return;
    const body = (ctx.request as { body?: { data?: Record<string, unknown> } }).body?.data ?? {};
    await logActivity(strapi, {
      kind: route.kind,
      action: route.action(ctx.method),
      by: requestAdmin(strapi) ?? NOBODY,
      contentType: typeof body.entitySlug === 'string' ? body.entitySlug : null,
      documentId: typeof body.entityId === 'string' ? body.entityId : null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      subject: route.subject(ctx),
    });
  };
}

/** The filters the log is read by, as the admin sends them. */
export interface ActivityFilters {
  kind?: string;
  by?: string;
  contentType?: string;
  documentId?: string;
  from?: string;
  to?: string;
}

interface ActivityRow {
  id: number;
  kind: ActivityKind;
  action: string;
  byId: number | null;
  byName: string;
  contentType: string | null;
  relatedDocumentId: string | null;
  locale: string | null;
  subject: string | null;
  createdAt: string | Date;
}

const entry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  at: new Date(row.createdAt).toISOString(),
  kind: row.kind,
  action: row.action,
  by: row.byName,
  byId: row.byId,
  contentType: row.contentType,
  documentId: row.relatedDocumentId,
  locale: row.locale,
  subject: row.subject ?? '',
});

const day = (text: string | undefined, end: boolean): Date | null => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T${end ? '23:59:59.999' : '00:00:00.000'}+07:00`); // days in Jakarta time
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `2026-11-29 18:21:30`: a time as the editors read it, in Jakarta (WIB). */
const JAKARTA_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function createActivityService(strapi: Core.Strapi) {
  const log = () => strapi.db.query(ACTIVITY_MODEL);

  /** The documents of `uid` History saw deleted that do not exist now (not recovered). */
  async function deletedDocuments(uid: string): Promise<string[]> {
    const deleted = (await strapi.db
      .query(VERSION_MODEL)
      .findMany({ where: { contentType: uid, action: 'delete' }, select: ['relatedDocumentId'] })) as Array<{
      relatedDocumentId: string | null;
    }>;
    const candidates = [...new Set(deleted.map((row) => row.relatedDocumentId).filter((id): id is string => Boolean(id)))];
    if (candidates.length === 0) return [];
    const still = (await strapi.db
      .query(uid as UID.ContentType)
      .findMany({ where: { documentId: { $in: candidates } }, select: ['documentId'] })) as Array<{ documentId: string }>;
    const existing = new Set(still.map((row) => row.documentId));
    return candidates.filter((id) => !existing.has(id));
  }

  /**
   * The content lines an admin without the whole log may read: those of the documents (in the
   * languages) they may read — all of a type they may read without conditions, only their own
   * of one they may read what they created (an Author) — and every line of their own doing.
   */
  async function readableContent(ability: unknown): Promise<Array<Record<string, unknown>>> {
    const readable: Array<Record<string, unknown>> = [];
    for (const uid of Object.keys(strapi.contentTypes).filter((name) => name.startsWith('api::'))) {
      const permitted = permittedWhere(strapi, ability as Ability, READ, uid);
      if (!permitted) continue;
      if (Object.keys(permitted).length === 0) {
        readable.push({ contentType: uid });
        continue;
      }
      const rows = (await strapi.db
        .query(uid as UID.ContentType)
        .findMany({ where: permitted, select: ['documentId', 'locale'] })) as Array<{
        documentId: string;
        locale?: string | null;
      }>;
      // Lines about versions someone else had created are not theirs to read (the versions are not).
      const owners = (await strapi.db
        .query(ACTIVITY_MODEL)
        .findMany({ where: { contentType: uid }, select: ['ownerId', 'locale'], limit: 5000 })) as Array<{
        ownerId: number | null;
        locale: string | null;
      }>;
      const ownedBy = readableOwners(strapi, ability, uid, owners);
      const byLocale = new Map<string | null, Set<string>>();
      for (const row of rows)
        byLocale.set(row.locale ?? null, (byLocale.get(row.locale ?? null) ?? new Set()).add(row.documentId));
      for (const [locale, ids] of byLocale)
        readable.push({ $and: [{ contentType: uid, locale, relatedDocumentId: { $in: [...ids] } }, ownedBy] });
      // A deleted document has no row to judge: its lines are judged as its versions are, by who
      // had created each language's version (an Editor saw only their own while it was deleted).
      const gone = await deletedDocuments(uid);
      if (gone.length > 0)
        for (const locale of new Set(owners.map((owner) => owner.locale)))
          readable.push({
            $and: [
              { contentType: uid, locale, relatedDocumentId: { $in: gone } },
              readableOwners(
                strapi,
                ability,
                uid,
                owners.filter((owner) => owner.locale === locale),
              ),
            ],
          });
    }
    const me = requestAdmin(strapi)?.id;
    return [...readable, ...(typeof me === 'number' ? [{ byId: me }] : [])];
  }

  /** The log's rows the admin may read, as conditions (none for the whole log). */
  async function visible(ability: unknown, mayReadAll: boolean): Promise<Array<Record<string, unknown>>> {
    return mayReadAll ? [] : [{ kind: 'content' }, { $or: await readableContent(ability) }];
  }

  /** The log's rows that match `filters`, as conditions. */
  function matching(filters: ActivityFilters): Array<Record<string, unknown>> {
    const and: Array<Record<string, unknown>> = [];
    if (filters.kind && (ACTIVITY_KINDS as readonly string[]).includes(filters.kind)) and.push({ kind: filters.kind });
    if (filters.by && /^\d+$/.test(filters.by)) and.push({ byId: Number(filters.by) });
    if (filters.contentType) and.push({ contentType: String(filters.contentType) });
    if (filters.documentId) and.push({ relatedDocumentId: String(filters.documentId) });
    const from = day(filters.from, false);
    const to = day(filters.to, true);
    if (from) and.push({ createdAt: { $gte: from } });
    if (to) and.push({ createdAt: { $lte: to } });
    return and;
  }

  return {
    async mayReadAll(ability: { can?: (action: string) => boolean } | undefined): Promise<boolean> {
      return ability?.can?.(READ_ALL_ACTIVITY) === true;
    },

    async page(ability: { can?: (action: string) => boolean }, filters: ActivityFilters, page: number, pageSize: number) {
      const mayReadAll = await this.mayReadAll(ability);
      // What they may read is worked out once: the page and the people to filter by both use it.
      const access = await visible(ability, mayReadAll);
      const query = { $and: [...access, ...matching(filters)] };
      const [rows, total] = await Promise.all([
        log().findMany({ where: query, orderBy: { id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize }),
        log().count({ where: query }),
      ]);
      // Who appears in what they may read (in its latest 2,000 lines), to filter by.
      const people = (await log().findMany({
        select: ['byId', 'byName'],
        where: { $and: [...access, { byId: { $notNull: true } }] },
        orderBy: { id: 'desc' },
        limit: 2000,
      })) as ActivityRow[];
      return {
        data: (rows as ActivityRow[]).map(entry),
        meta: {
          page,
          pageSize,
          total,
          mayReadAll,
          people: [...new Map(people.map((row) => [row.byId, row.byName])).entries()].map(([id, name]) => ({ id, name })),
        },
      };
    },

    /**
     * The matching lines as CSV (at most 100,000), cells that a spreadsheet would run as a formula
     * quoted; each time also in Jakarta time, as the admin shows it.
     */
    async csv(ability: { can?: (action: string) => boolean }, filters: ActivityFilters): Promise<string> {
      const mayReadAll = await this.mayReadAll(ability);
      const rows = (await log().findMany({
        where: { $and: [...(await visible(ability, mayReadAll)), ...matching(filters)] },
        orderBy: { id: 'desc' },
        limit: 100_000,
      })) as ActivityRow[];
      return stringify(
        rows
          .map(entry)
          .map((line) => [
            line.at,
            line.kind,
            line.action,
            line.by,
            line.contentType ?? '',
            line.documentId ?? '',
            line.locale ?? '',
            line.subject,
            JAKARTA_TIME.format(new Date(line.at)),
          ]),
        {
          // A byte order mark: a spreadsheet opens the file as UTF-8 (names, Indonesian subjects).
          bom: true,
          header: true,
          columns: ['time', 'kind', 'action', 'by', 'contentType', 'documentId', 'locale', 'subject', 'timeWIB'],
          escape_formulas: true,
        },
      );
    },
  };
}
