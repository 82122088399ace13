import type { Core } from '@strapi/strapi';
import { ACTION_UID, type ScheduleMode } from '../names';

/** A due schedule, as strapi-plugin-publisher's hooks describe what they are about to do. */
export interface DueAction {
  mode: ScheduleMode;
  uid: string;
  documentId: string;
  locale: string | null;
}

/** How early a schedule may be carried out (a cron job runs at its second; this is a margin for clocks). */
const EARLY_MS = 60_000;

/**
 * Takes a due schedule for this CMS instance: deletes its row, and only the instance whose delete
 * removed it goes on. Several instances on one database each run the schedule at its time (and
 * each sweep runs what is overdue); exactly one of them publishes.
 */
export async function claimDueAction(strapi: Core.Strapi, action: DueAction): Promise<boolean> {
  const { tableName, attributes } = strapi.db.metadata.get(ACTION_UID);
  const column = (name: string): string => (attributes[name] as { columnName?: string } | undefined)?.columnName ?? name;
  const query = strapi.db
    .connection(tableName)
    .where(column('mode'), action.mode)
    .andWhere(column('entitySlug'), action.uid)
    .andWhere(column('entityId'), action.documentId)
    .andWhere(column('executeAt'), '<=', new Date(Date.now() + EARLY_MS));
  const claimed = await (
    action.locale ? query.andWhere(column('locale'), action.locale) : query.whereNull(column('locale'))
  ).del();
  return Number(claimed) > 0;
}
