/**
 * The History plugin's names, shared by its admin and server sides: what a version records, what
 * the activity log records, and the admin API's paths.
 */
export const PLUGIN_ID = 'history';

/** The database models (internal ones: no content API, no GraphQL, not in the Content Manager). */
export const VERSION_MODEL = 'plugin::history.version';
export const ACTIVITY_MODEL = 'plugin::history.activity';

/** What made a version. */
export type VersionAction =
  'create' | 'save' | 'publish' | 'unpublish' | 'discard' | 'schedule' | 'restore' | 'undo-publish' | 'recover' | 'delete';
export const VERSION_ACTIONS: readonly VersionAction[] = [
  'create',
  'save',
  'publish',
  'unpublish',
  'discard',
  'schedule',
  'restore',
  'undo-publish',
  'recover',
  'delete',
];

/** Which side of a document a version is of. */
export type VersionStatus = 'draft' | 'published';

/** A version as the history panel lists it (its data comes on its own). */
export interface VersionSummary {
  id: number;
  action: VersionAction;
  status: VersionStatus;
  locale: string | null;
  by: string;
  at: string;
}

/** The kinds of entry the activity log records; `content` ones are what editors see. */
export type ActivityKind = 'content' | 'media' | 'access' | 'build';
export const ACTIVITY_KINDS: readonly ActivityKind[] = ['content', 'media', 'access', 'build'];

/** One entry of the activity log. */
export interface ActivityEntry {
  id: number;
  at: string;
  kind: ActivityKind;
  /** What happened: `document.save`, `media.upload`, `auth.login-failed`, `build.failed`, … */
  action: string;
  /** Who did it: an admin's name, or what acted for no one (Jadwal, the build hook). */
  by: string;
  byId: number | null;
  contentType: string | null;
  documentId: string | null;
  locale: string | null;
  /** What it was about, in a few words (a title, a file name, an e-mail address). */
  subject: string;
}

/** The admin API (under /history). */
export const PATHS = {
  versions: '/versions',
  version: (id: number) => `/versions/${id}`,
  restore: (id: number) => `/versions/${id}/restore`,
  undoPublish: '/undo-publish',
  deleted: '/deleted',
  recover: (id: number) => `/deleted/${id}/recover`,
  activity: '/activity',
  activityCsv: '/activity.csv',
} as const;

/** Admin permission: read the whole activity log (Super Admins have every permission). */
export const READ_ALL_ACTIVITY = 'plugin::history.activity.read-all';
