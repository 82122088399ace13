/**
 * The Site builds plugin's names, shared by its admin and server sides: its admin API lives at
 * /site-builds/…, its content API at /api/site-builds/…, its permissions are plugin::site-builds.*
 * (Settings → Roles → Plugins → Site builds).
 */
export const PLUGIN_ID = 'site-builds';

/** See the build record; ask for a rebuild. */
export const READ_ACTION = `plugin::${PLUGIN_ID}.read`;
export const REBUILD_ACTION = `plugin::${PLUGIN_ID}.rebuild`;

/** The content-API action of GET /api/site-builds/content-version: the build token has it, the public role not. */
export const CONTENT_VERSION_ACTION = `plugin::${PLUGIN_ID}.content-version.read`;

/** Why the CMS could not ask the build hook: no hook with a record, a secret it refuses, an error answer, no answer. */
export type HookProblem = 'not-configured' | 'refused' | 'http-error' | 'unreachable';

/** The CMS's answer when it could not ask the hook: the problem (shown in the editor's language), its detail, and the English line the log gets. */
export interface HookUnreachable {
  reachable: false;
  problem: HookProblem;
  /** The HTTP status the hook answered, or the network error (left as the system says it). */
  detail: string;
  reason: string;
}
