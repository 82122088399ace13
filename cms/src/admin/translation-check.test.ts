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

  it("reads the words inside a plural's branch as words, not as placeholders", () => {
    const english = { a: '{number, plural, =0 {The locale} one {The locale} other {The locales}} are wrong' };
    const indonesian = { a: '{number, plural, =0 {Bahasa} one {Bahasa} other {Bahasa}} itu salah' };
    expect(untranslated(english, indonesian)).toEqual([]);
    expect(untranslated(english, indonesian, { strict: true })).toEqual([]);
  });

  it('keeps every plural and select branch of Strapi’s own texts, and their tags', () => {
    const english = { a: '{count, plural, =0 {No page} one {# page} other {# pages}}', b: 'Read <a>the docs</a>' };
    expect(
      untranslated(english, { a: '{count, plural, one {# halaman} other {# halaman}}', b: 'Baca dokumentasi' }, { strict: true }),
    ).toEqual(['a', 'b']);
  });

  it('names an Indonesian text that does not parse', () => {
    expect(untranslated({ a: 'Hello {name}' }, { a: 'Halo {name' })).toEqual(['a']);
  });
});
