import { translator } from './translator';

const locales = {
  edges: [{ node: { ns: 'common', data: JSON.stringify({ pages: { about: 'Profil Singkat' }, greet: 'Halo {{name}}' }) } }],
};

describe('translator', () => {
  it('finds nested keys', () => {
    expect(translator(locales)('pages.about')).toBe('Profil Singkat');
  });

  it('interpolates values', () => {
    expect(translator(locales)('greet', { name: 'Dewi' })).toBe('Halo Dewi');
  });

  it('answers the key itself when a string is missing', () => {
    expect(translator(locales)('pages.unknown')).toBe('pages.unknown');
    expect(translator(null)('pages.about')).toBe('pages.about');
  });
});
