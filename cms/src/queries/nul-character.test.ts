/**
 * @jest-environment node
 */
import { holdsNul } from './nul-character';

describe('a NUL character in a request', () => {
  it.each([
    ['a search', { _q: '\u0000' }],
    ['a filter', { filters: { title: { $eq: 'a\u0000b' } } }],
    ['a list', { locale: ['id', '\u0000'] }],
    ['a key', { ['fil\u0000ters']: 'x' }],
    ['a contact message', { data: { message: 'Halo\u0000' } }],
    ['a path', '/api/news-items/\u0000'],
  ])('is found in %s', (_where, value) => {
    expect(holdsNul(value)).toBe(true);
  });
  it('is not found where there is none, in Indonesian text or numbers', () => {
    expect(holdsNul({ _q: 'Pengumuman direksi PT Mercusuar', pagination: { page: 1 }, ok: true, none: null })).toBe(false);
    expect(holdsNul('%00 as written in a text')).toBe(false);
  });
});
