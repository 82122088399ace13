/**
 * @jest-environment node
 */
import { sharedUidAttributes } from './shared-uids';

describe('the uid fields the languages share', () => {
  it('are the uid attributes the content type does not localise', () => {
    expect(
      sharedUidAttributes({
        title: { type: 'string' },
        slug: { type: 'uid', targetField: 'title', pluginOptions: { i18n: { localized: false } } },
        code: { type: 'uid', pluginOptions: { i18n: { localized: true } } },
        ref: { type: 'uid' },
        company: { type: 'enumeration', pluginOptions: { i18n: { localized: false } } },
      }),
    ).toEqual(['slug']);
  });
});
