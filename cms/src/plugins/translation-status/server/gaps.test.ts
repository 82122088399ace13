/**
 * @jest-environment node
 */
import { translationGaps } from './gaps';

const version = (documentId: string, locale: string, updatedAt: string, title = `${documentId} ${locale}`) => ({
  documentId,
  locale,
  updatedAt,
  title,
});

describe('what needs translating', () => {
  it('lists a document published in Indonesian without an English version', () => {
    expect(translationGaps([version('a', 'id', '2026-11-20T10:00:00Z', 'Kapal baru')])).toEqual([
      { documentId: 'a', title: 'Kapal baru', gap: 'missing', changedAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('lists a document whose Indonesian version changed after the English one', () => {
    const gaps = translationGaps([version('a', 'en', '2026-11-20T10:00:00Z'), version('a', 'id', '2026-11-21T08:00:00Z')]);
    expect(gaps).toEqual([expect.objectContaining({ documentId: 'a', gap: 'outdated', changedAt: '2026-11-21T08:00:00.000Z' })]);
  });

  it('leaves out documents translated since, and documents published in English only', () => {
    expect(
      translationGaps([
        version('a', 'id', '2026-11-20T10:00:00Z'),
        version('a', 'en', '2026-11-20T10:05:00Z'),
        version('b', 'en', '2026-11-20T10:00:00Z'),
      ]),
    ).toEqual([]);
  });

  it('puts the newest Indonesian change first and has no title where the document has none', () => {
    const gaps = translationGaps([
      version('old', 'id', '2026-01-01T00:00:00Z'),
      { documentId: 'untitled', locale: 'id', updatedAt: new Date('2026-03-01T00:00:00Z'), title: '  ' },
      version('new', 'id', '2026-06-01T00:00:00Z'),
    ]);
    expect(gaps.map(({ documentId, title }) => [documentId, title])).toEqual([
      ['new', 'new id'],
      ['untitled', null],
      ['old', 'old id'],
    ]);
  });
});
