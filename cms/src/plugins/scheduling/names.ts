/**
 * The Scheduling plugin's names, shared by its admin and server sides. Schedules themselves are
 * strapi-plugin-publisher's actions (its admin API, /publisher/actions); this plugin checks them,
 * carries each out once across CMS instances and gives editors a form in Jakarta time.
 */
export const PLUGIN_ID = 'scheduling';
export const ACTION_UID = 'plugin::publisher.action';
export const PUBLISHER_ACTIONS_PATH = '/publisher/actions';

export type ScheduleMode = 'publish' | 'unpublish';
export const MODES: readonly ScheduleMode[] = ['publish', 'unpublish'];

/** Jakarta time, which editors enter and read every schedule in. */
export const TIME_ZONE = 'Asia/Jakarta';
export const TIME_ZONE_NAME = 'WIB';
export const TIME_ZONE_OFFSET = '+07:00';

/** Why a schedule was refused, as the admin shows it in the editor's language. */
export type RefusalCode =
  | 'bad-mode'
  | 'bad-time'
  | 'past'
  | 'not-scheduled-type'
  | 'no-document'
  | 'not-published'
  | 'already-scheduled'
  | 'reserved-slug'
  | 'slug-form';
