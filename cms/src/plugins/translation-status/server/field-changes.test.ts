/**
 * @jest-environment node
 */
import { fieldChangeTimes, fieldStanding } from './field-changes';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

describe('when each field last changed in one language', () => {
  it('is the newest version that changed it, or the first that gave it a value; values compared as values', () => {
    const versions = [
      { createdAt: at(30), data: { title: 'Judul baru', excerpt: 'Ringkas', seo: { b: 2, a: 1 } } },
      { createdAt: at(0), data: { title: 'Judul', excerpt: null, seo: { a: 1, b: 2 } } },
      { createdAt: at(10).toISOString(), data: { title: 'Judul', excerpt: '', seo: { a: 1, b: 2 } } },
    ];
    expect(fieldChangeTimes(versions, ['title', 'excerpt', 'seo', 'body'])).toEqual({
      title: at(30),
      excerpt: at(30),
      seo: at(0),
      body: null,
    });
    expect(fieldChangeTimes([], ['title'])).toEqual({ title: null });
    // Only the newest versions read: the oldest of them is where reading starts.
    expect(fieldChangeTimes(versions, ['title', 'seo'], { fromStart: false })).toEqual({ title: at(30), seo: null });
  });

  it('makes the translation’s field behind when the source’s changed after it', () => {
    expect(fieldStanding(at(30), at(10))).toBe('newer-in-source');
    expect(fieldStanding(at(10), at(30))).toBe('up-to-date');
    expect(fieldStanding(at(10), null)).toBe('newer-in-source');
    expect(fieldStanding(null, at(10))).toBe('unknown');
  });
});
