import { FEED_SIZE, feedChannel, feedItems, feedPagesPattern, feedPath } from './news-feed';

const article = (n: number) => ({ title: `Berita ${n}`, slug: `berita-${n}`, date: '2026-11-24', excerpt: `Ringkasan ${n}` });

describe('news feeds', () => {
  it('live at /rss.xml and /en/rss.xml', () => {
    expect(feedPath('id')).toBe('/rss.xml');
    expect(feedPath('en')).toBe('/en/rss.xml');
  });

  it('are announced by the pages of their own language only', () => {
    const announces = (language: 'id' | 'en', path: string) => new RegExp(feedPagesPattern(language)).test(path);
    expect(['/', '/news', '/news/berita-1', '/english-teacher'].map((path) => announces('id', path))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/en', '/en/news', '/en/news/berita-1'].map((path) => announces('id', path))).toEqual([false, false, false]);
    expect(['/en', '/en/news', '/en/news/berita-1'].map((path) => announces('en', path))).toEqual([true, true, true]);
    expect(['/', '/news', '/english-teacher'].map((path) => announces('en', path))).toEqual([false, false, false]);
  });

  it('carry the latest articles with an absolute link, the date and the excerpt', () => {
    expect(feedItems([article(1)], 'en', 'https://www.example.co.id')).toEqual([
      {
        title: 'Berita 1',
        description: 'Ringkasan 1',
        url: 'https://www.example.co.id/en/news/berita-1',
        guid: 'https://www.example.co.id/en/news/berita-1',
        date: '2026-11-24',
      },
    ]);
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, n) => article(n));
    expect(feedItems(many, 'id', 'https://x.test').map((item) => item.url)).toEqual(
      many.slice(0, FEED_SIZE).map((_, n) => `https://x.test/news/berita-${n}`),
    );
  });

  it('leave out articles without a page (no slug, a reserved slug), a title or a date', () => {
    const items = feedItems(
      [
        { ...article(1), slug: null },
        { ...article(2), slug: 'page' },
        { ...article(6), slug: '..' },
        { ...article(7), slug: 'index.html' },
        { ...article(3), title: null },
        { ...article(4), date: null },
        { ...article(5), excerpt: null },
      ],
      'id',
      'https://x.test',
    );
    expect(items).toEqual([expect.objectContaining({ url: 'https://x.test/news/berita-5', description: '' })]);
  });

  it('describe their channel in their language', () => {
    expect(feedChannel('en', 'https://x.test', { title: 'News', description: 'Latest' })).toEqual({
      title: 'News',
      description: 'Latest',
      site_url: 'https://x.test/en/news',
      feed_url: 'https://x.test/en/rss.xml',
      language: 'en-US',
    });
  });
});
