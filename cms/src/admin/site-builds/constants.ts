/** Shared by the admin widget and the CMS server (src/site-builds/admin-api.ts). */
export const READ_ACTION = 'api::site-builds.read';
export const REBUILD_ACTION = 'api::site-builds.rebuild';
/** The admin API the widget calls (the CMS server holds the hook's secret). */
export const SITE_BUILDS_PATH = '/site-builds';
