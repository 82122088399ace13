import { plainPage, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Privacy policy content type (api::privacy-policy.privacy-policy), beside
 * the schema it explains: its name in the admin, and every field's label, help and example in
 * Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Kebijakan privasi', 'Privacy policy'),
  fields: plainPage(text('Kebijakan Privasi', 'Privacy policy')),
} satisfies ModelGuide;
