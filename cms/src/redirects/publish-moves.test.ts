/**
 * @jest-environment node
 */
import { formerSlugsAfterPublish, publishedLocales, type AddressRow } from './publish-moves';

const OLD = 'kunjungan-industri-mahasiswa-politeknik-negeri-balikpapan-ke-fasilitas-fabrikasi';
const NEW = 'kunjungan-industri-politeknik-negeri-balikpapan-ke-bengkel-fabrikasi-etsi';
const AT = '2026-11-20T02:00:00.000Z';

const row = (locale: string, published: boolean, slug: string, formerSlugs: unknown = null): AddressRow => ({
  locale,
  publishedAt: published ? AT : null,
  slug,
  formerSlugs,
});

describe('the languages a publish names', () => {
  it('reads one, several, every one or the default', () => {
    expect(publishedLocales('en', 'id')).toEqual(['en']);
    expect(publishedLocales(['id', 'en', ''], 'id')).toEqual(['id', 'en']);
    expect(publishedLocales('*', 'id')).toBe('*');
    expect(publishedLocales(undefined, 'id')).toEqual(['id']);
    expect(publishedLocales('', 'id')).toEqual(['id']);
  });
});

describe('the former addresses after a publish', () => {
  // The slug is shared by the languages: renaming it in one edit view renames both drafts.
  const bothRenamed = [row('id', true, OLD), row('en', true, OLD), row('id', false, NEW), row('en', false, NEW)];

  it.each([
    ['the Indonesian version', ['id']],
    ['the English version', ['en']],
    ['both at once', ['id', 'en']],
    ['every language', '*' as const],
  ])('keeps the old address of an article published in both languages when %s is published', (_what, locales) => {
    expect(formerSlugsAfterPublish(bothRenamed, locales)).toEqual([{ slug: OLD }]);
  });

  it('keeps it when the other language was never published, or does not exist', () => {
    expect(formerSlugsAfterPublish([row('id', true, OLD), row('id', false, NEW), row('en', false, NEW)], ['id'])).toEqual([
      { slug: OLD },
    ]);
    expect(formerSlugsAfterPublish([row('id', true, OLD), row('id', false, NEW)], ['id'])).toEqual([{ slug: OLD }]);
  });

  it('keeps the old address of the language published, whichever order the rows come in', () => {
    const onlyEnglishPublished = [row('en', false, NEW), row('id', false, NEW), row('en', true, OLD)];
    expect(formerSlugsAfterPublish(onlyEnglishPublished, ['en'])).toEqual([{ slug: OLD }]);
    // The Indonesian version was never published: publishing it moves nothing.
    expect(formerSlugsAfterPublish(onlyEnglishPublished, ['id'])).toBeNull();
  });

  it('changes nothing when nothing moved, or the move is already kept', () => {
    expect(formerSlugsAfterPublish([row('id', true, OLD), row('id', false, OLD), row('en', false, OLD)], ['id'])).toBeNull();
    const kept = [{ slug: OLD }];
    expect(
      formerSlugsAfterPublish([row('id', true, NEW, kept), row('id', false, NEW, kept), row('en', false, NEW, kept)], '*'),
    ).toBeNull();
  });

  it('makes a slug changed back a page again, and keeps the one it left', () => {
    const back = [row('id', true, NEW, [{ slug: OLD }]), row('id', false, OLD, [{ slug: OLD }])];
    expect(formerSlugsAfterPublish(back, ['id'])).toEqual([{ slug: NEW }]);
  });

  it('keeps a person’s old company with the old slug', () => {
    const moved: AddressRow[] = [
      { locale: 'id', publishedAt: AT, slug: 'budi-santoso', company: 'etsi' },
      { locale: 'id', publishedAt: null, slug: 'budi-santoso', company: 'mss' },
    ];
    expect(formerSlugsAfterPublish(moved, ['id'])).toEqual([{ slug: 'budi-santoso', company: 'etsi' }]);
  });
});
