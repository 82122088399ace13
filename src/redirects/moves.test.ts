import { finalRedirects } from '@site/contracts/redirects';
import { managementMoves, newsListMoves, newsMoves } from './moves';

describe('the old addresses of moved pages', () => {
  it('send a renamed article’s old address to its new one, in each language', () => {
    const nodes = [
      { slug: 'kapal-baru', formerSlugs: [{ slug: 'kapal-lama' }], language: 'id' },
      { slug: 'kapal-baru', formerSlugs: [{ slug: 'kapal-lama' }], language: 'en' },
      { slug: 'tanpa-riwayat', formerSlugs: null, language: 'id' },
    ];
    expect(newsMoves(nodes)).toEqual([
      { from: '/news/kapal-lama', to: '/news/kapal-baru' },
      { from: '/en/news/kapal-lama', to: '/en/news/kapal-baru' },
    ]);
  });

  it('send each page the former news list had to the month of its first article, in each language', () => {
    // Newest first: 8 Indonesian articles (the former list had 2 pages), 3 English ones (1 page).
    const dates = [
      '2026-11-20',
      '2026-11-02',
      '2026-10-30',
      '2026-10-01',
      '2026-09-09',
      '2026-08-08',
      '2026-07-07',
      '2026-06-06',
    ];
    const nodes = [
      ...dates.map((date) => ({ language: 'id', date })),
      ...dates.slice(0, 3).map((date) => ({ language: 'en', date })),
    ];
    expect(newsListMoves(nodes)).toEqual([{ from: '/news/page/2', to: '/news/archive/2026/07' }]);
    const sevenInEnglish = [
      ...dates.map((date) => ({ language: 'id', date })),
      ...dates.slice(1).map((date) => ({ language: 'en', date })),
    ];
    expect(newsListMoves(sevenInEnglish)).toEqual([
      { from: '/news/page/2', to: '/news/archive/2026/07' },
      { from: '/en/news/page/2', to: '/en/news/archive/2026/06' },
    ]);
  });

  it('send a person’s old address to their page now, under the company they moved to', () => {
    expect(
      managementMoves([
        { slug: 'ana', formerSlugs: [{ slug: 'ana', company: 'etsi' }, { slug: 'ana-s' }], language: 'en', company: 'mcsi' },
      ]),
    ).toEqual([
      { from: '/en/management-etsi/ana', to: '/en/management-mcsi/ana' },
      { from: '/en/management-mcsi/ana-s', to: '/en/management-mcsi/ana' },
    ]);
  });

  it('leave out what the CMS sent malformed: no slug, no known language or company, bad entries', () => {
    expect(newsMoves([{ slug: null, formerSlugs: [{ slug: 'x' }], language: 'id' }])).toEqual([]);
    expect(newsMoves([{ slug: 'a', formerSlugs: [{ slug: 'x' }], language: 'fr' }])).toEqual([]);
    expect(newsMoves([{ slug: 'a', formerSlugs: [{ slug: '<script>' }, 'x'], language: 'id' }])).toEqual([]);
    // An article renamed away from an address of the archive leaves the archive its address.
    expect(newsMoves([{ slug: 'a', formerSlugs: [{ slug: 'archive' }, { slug: 'page' }], language: 'en' }])).toEqual([]);
    // A slug that can be no address (`..` is the home page) is no redirect's source or target.
    expect(newsMoves([{ slug: 'a', formerSlugs: [{ slug: '..' }, { slug: '.' }], language: 'id' }])).toEqual([]);
    // One published before the CMS's rule keeps its old address once the article is renamed.
    expect(newsMoves([{ slug: 'rilis-v2-0', formerSlugs: [{ slug: 'rilis-v2.0' }], language: 'id' }])).toEqual([
      { from: '/news/rilis-v2.0', to: '/news/rilis-v2-0' },
    ]);
    expect(newsMoves([{ slug: '..', formerSlugs: [{ slug: 'a' }], language: 'id' }])).toEqual([]);
    expect(managementMoves([{ slug: 'a', formerSlugs: [{ slug: '..' }], language: 'id', company: 'etsi' }])).toEqual([]);
    expect(managementMoves([{ slug: '.', formerSlugs: [{ slug: 'a' }], language: 'id', company: 'etsi' }])).toEqual([]);
    expect(
      managementMoves([{ slug: 'a', formerSlugs: [{ slug: 'x', company: 'other' }], language: 'id', company: 'etsi' }]),
    ).toEqual([]);
  });

  it('with a slug changed back, leave the page alone and redirect only the address it had in between', () => {
    // kapal → kapal-baru → kapal: the CMS keeps kapal-baru as the former address.
    const moves = newsMoves([{ slug: 'kapal', formerSlugs: [{ slug: 'kapal-baru' }], language: 'id' }]);
    expect(finalRedirects(moves, new Set(['/news/kapal']))).toEqual([{ from: '/news/kapal-baru', to: '/news/kapal' }]);
  });
});
