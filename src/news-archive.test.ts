import { formerListPages, monthOf, newsArchive } from './news-archive';

/** Articles newest first, `perMonth` a month back from November 2026. */
const articlesOver = (months: number, perMonth: number) =>
  Array.from({ length: months * perMonth }, (_, index) => {
    const back = Math.floor(index / perMonth);
    const date = new Date(Date.UTC(2026, 10 - back, 28 - (index % perMonth)));
    return { id: `a${index}`, date: date.toISOString().slice(0, 10) };
  });

describe('the news archive', () => {
  it('reads the month of a date, and no month of anything else', () => {
    expect(monthOf('2026-11-20')).toBe('2026-11');
    expect(monthOf('2026-11-20T10:00:00.000Z')).toBe('2026-11');
    for (const date of [null, undefined, '', '2026-13-01', '20-11-2026', 'November']) expect(monthOf(date)).toBeNull();
  });

  it('puts the newest on /news and every dated article on its month’s page, newest month first, each linked to its neighbours', () => {
    const archive = newsArchive(articlesOver(3, 4), 6);
    expect(archive.newest).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(archive.months).toEqual([
      { month: '2026-11', ids: ['a0', 'a1', 'a2', 'a3'], newer: null, older: '2026-10' },
      { month: '2026-10', ids: ['a4', 'a5', 'a6', 'a7'], newer: '2026-11', older: '2026-09' },
      { month: '2026-09', ids: ['a8', 'a9', 'a10', 'a11'], newer: '2026-10', older: null },
    ]);
    expect(archive.years).toEqual([
      {
        year: '2026',
        months: [
          { month: '2026-11', count: 4 },
          { month: '2026-10', count: 4 },
          { month: '2026-09', count: 4 },
        ],
      },
    ]);
  });

  it('keeps every other month’s page as it was when an article is published, edited or deleted in one month', () => {
    const before = newsArchive(articlesOver(24, 5), 6).months;
    const published = newsArchive([{ id: 'new', date: '2026-11-30' }, ...articlesOver(24, 5)], 6).months;
    const deleted = newsArchive(
      articlesOver(24, 5).filter(({ id }) => id !== 'a57'),
      6,
    ).months;
    const changed = (after: typeof before) =>
      after.filter((page, index) => JSON.stringify(page) !== JSON.stringify(before[index]));
    expect(changed(published).map(({ month }) => month)).toEqual(['2026-11']);
    expect(changed(deleted).map(({ month }) => month)).toEqual(['2025-12']);
  });

  it('leaves a month with no article out, its neighbours linking past it, and groups the months by year', () => {
    const archive = newsArchive(
      [
        { id: 'x', date: '2026-01-05' },
        { id: 'y', date: '2025-11-30' },
        { id: 'undated', date: null },
      ],
      6,
    );
    expect(archive.newest).toEqual(['x', 'y', 'undated']);
    expect(archive.months.map(({ month, newer, older }) => [month, newer, older])).toEqual([
      ['2026-01', null, '2025-11'],
      ['2025-11', '2026-01', null],
    ]);
    expect(archive.years.map(({ year, months }) => [year, months.length])).toEqual([
      ['2026', 1],
      ['2025', 1],
    ]);
  });

  it('has no month and an empty /news without articles', () => {
    expect(newsArchive([], 6)).toEqual({ newest: [], months: [], years: [] });
  });

  it('sends each page of the former list to the month of the first article it showed', () => {
    const articles = articlesOver(3, 4); // 12 articles: the former list had pages 1 and 2
    expect(formerListPages(articles, 6, '2026-12-31')).toEqual([{ page: 2, month: '2026-10' }]);
    expect(formerListPages(articles.slice(0, 6), 6, '2026-12-31')).toEqual([]);
    expect(formerListPages(articlesOver(10, 6), 6, '2026-12-31').map(({ page }) => page)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps each former page’s redirect whatever is published after the list was retired', () => {
    const before = formerListPages(articlesOver(6, 4), 6, '2026-11-30');
    const later = Array.from({ length: 14 }, (_, index) => ({ date: `2026-12-${String(index + 10).padStart(2, '0')}` }));
    expect(formerListPages([...later, ...articlesOver(6, 4)], 6, '2026-11-30')).toEqual(before);
    expect(before.length).toBe(3);
  });
});
