import { plainPage, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the About content type (api::about.about), beside the schema it explains: its
 * name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default { name: text('Profil', 'About'), fields: plainPage(text('Profil Singkat', 'Profile')) } satisfies ModelGuide;
