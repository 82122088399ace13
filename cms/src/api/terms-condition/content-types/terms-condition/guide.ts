import { plainPage, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Terms and conditions content type (api::terms-condition.terms-condition),
 * beside the schema it explains: its name in the admin, and every field's label, help and example
 * in Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the
 * others.
 */
export default {
  name: text('Syarat & ketentuan', 'Terms and conditions'),
  fields: plainPage(text('Syarat & Ketentuan', 'Terms and conditions')),
} satisfies ModelGuide;
