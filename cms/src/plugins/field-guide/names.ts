/** The field guide plugin's name, shared by its admin and server sides. */
export const PLUGIN_ID = 'field-guide';
