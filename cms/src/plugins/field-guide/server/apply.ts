import type { Core } from '@strapi/strapi';
import { FIELD_GUIDE } from '../guide';
import { layoutFingerprint, withGuideLayout, withGuideTexts, type ViewConfiguration } from './configuration';

/** What the plugin uses of the Content Manager's configuration services (Strapi types its services loosely). */
interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ViewConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: ViewConfiguration): Promise<unknown>;
}

/**
 * Writes the field guide into the Content Manager's configuration, at every start, idempotently:
 * - labels, help texts and examples always come from the guide (a text edited by hand in
 *   "Configure the view" is replaced at the next start: change it in the guide);
 * - the edit view's order and the list's columns and sort are applied when the guide's layout of
 *   that type changed since it was last applied (kept per type in the plugin's store): an
 *   arrangement made by hand survives restarts until the guide changes that type's layout.
 * Nothing is written when nothing would change.
 */
export async function applyFieldGuide(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'field-guide' });
  const applied = ((await store.get({ key: 'layouts' })) ?? {}) as Record<string, string>;
  let changed = 0;
  for (const [uid, guide] of Object.entries(FIELD_GUIDE)) {
    const isComponent = !uid.includes('::');
    const model = isComponent
      ? strapi.components[uid as keyof typeof strapi.components]
      : strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!model) {
      strapi.log.warn(`[field-guide] ${uid} is in the guide but not in the content model`);
      continue;
    }
    const service: ConfigurationService = strapi.plugin('content-manager').service(isComponent ? 'components' : 'content-types');
    const current = await service.findConfiguration(model);
    const fingerprint = layoutFingerprint(guide);
    const texts = withGuideTexts(current, guide);
    const next = applied[uid] === fingerprint ? texts : withGuideLayout(texts, guide);
    applied[uid] = fingerprint;
    if (JSON.stringify(next) === JSON.stringify(current)) continue;
    await service.updateConfiguration(model, { settings: next.settings, metadatas: next.metadatas, layouts: next.layouts });
    changed += 1;
  }
  await store.set({ key: 'layouts', value: applied });
  if (changed > 0) strapi.log.info(`[field-guide] labels and help texts written for ${changed} content types and components`);
}
