import { SCALE_COVERS, SCALE_YEARS, scaleArticle, slugOf } from './scale-news';

describe('the generated ten-year archive', () => {
  const count = 10_000;
  const articles = Array.from({ length: count }, (_, index) => scaleArticle(index + 1, count));

  it('has Indonesian and English titles of 60 to 100 characters, and unique slugs made from them', () => {
    for (const { id, en, slug } of articles) {
      expect(id.title.length).toBeGreaterThanOrEqual(60);
      expect(id.title.length).toBeLessThanOrEqual(100);
      if (en) expect(en.title.length).toBeGreaterThanOrEqual(50);
      if (en) expect(en.title.length).toBeLessThanOrEqual(100);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.startsWith(slugOf(id.title))).toBe(true);
    }
    expect(new Set(articles.map(({ slug }) => slug)).size).toBe(count);
    expect(new Set(articles.map(({ id }) => id.title)).size).toBeGreaterThan(count / 2);
  });

  it('gives most articles an English version and leaves one in seven Indonesian only', () => {
    const indonesianOnly = articles.filter(({ en }) => !en).length;
    expect(indonesianOnly).toBe(Math.floor(count / 7));
  });

  it('spreads the dates over ten years, newest first, and shares the covers', () => {
    const dates = articles.map(({ date }) => date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const years = (Date.parse(dates[0]) - Date.parse(dates.at(-1) ?? '')) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(SCALE_YEARS - 0.1);
    expect(years).toBeLessThanOrEqual(SCALE_YEARS);
    expect(new Set(articles.map(({ cover }) => cover)).size).toBe(SCALE_COVERS);
  });

  it('is the same article in every run', () => {
    expect(scaleArticle(4321, count)).toEqual(scaleArticle(4321, count));
    expect(slugOf('Mercusuar Luncurkan Sistem Pemantauan “Aset” Terpadu — Tahap 3')).toBe(
      'mercusuar-luncurkan-sistem-pemantauan-aset-terpadu-tahap-3',
    );
  });
});
