/**
 * @jest-environment node
 */
import { untranslated } from './translation-check';

describe('the check of the admin texts in Indonesian', () => {
  it('names a text with no Indonesian, an empty one, and one that drops or adds a placeholder', () => {
    const english = { a: 'Built {count} pages', b: 'Rebuild', c: 'By {by}', d: '{n} of {max}', e: 'Done' };
    const indonesian = { a: '{count} halaman', b: ' ', c: 'Oleh seseorang', d: '{n} dari {max} {extra}' };
    expect(untranslated(english, indonesian)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('accepts plural messages whose Indonesian needs no plural', () => {
    expect(untranslated({ a: '{count, plural, one {# page} other {# pages}}' }, { a: '{count} halaman' })).toEqual([]);
  });
});
