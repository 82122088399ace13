import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES } from '../src/page-routes';
import { localisedPath } from '../src/i18n/localised-path';
import { LANGUAGES } from '../src/i18n/languages';
import { buildTokenFile, cmsUrl, runDir, siteUrl } from './urls';
import { newsArchive } from '../src/news-archive';
import { NEWS_LIST_PATH, NEWS_PAGE_SIZE, newsMonthPath } from '../src/routes';

const get = async (pathname: string) => {
  const response = await fetch(`${siteUrl}${pathname}`);
  return { status: response.status, html: await response.text() };
};

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

test.describe('every route of the specification, in both languages', () => {
  const cases = PAGE_ROUTES.flatMap((route) =>
    LANGUAGES.map((language) => [localisedPath(route.path, language), language] as const),
  );

  for (const [pathname, language] of cases)
    test(`${pathname} is served in ${language} with a title, content and the footer`, async () => {
      const { status, html } = await get(pathname);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${language}"`);
      expect(h1(html)).not.toBe('');
      expect(html).toContain('<footer');
      expect(html).toMatch(/hreflang="x-default"/i); // React writes the attribute as hrefLang
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.example\.co\.id[^"]*"/);
    });
});

test.describe('detail pages', () => {
  test('serves every seeded news article in Indonesian and English', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items?locale=id&pagination[pageSize]=100`);
    const { data } = (await response.json()) as { data: Array<{ slug: string; title: string }> };
    expect(data.length).toBeGreaterThanOrEqual(7);
    for (const article of data) {
      const id = await get(`/news/${article.slug}`);
      expect(id.status).toBe(200);
      expect(h1(id.html)).toBe(article.title);
      expect((await get(`/en/news/${article.slug}`)).status).toBe(200);
    }
  });

  test('serves management people of both companies under their company', async () => {
    expect(h1((await get('/management-etsi/hendra-wijaya')).html)).toBe('Hendra Wijaya');
    expect(h1((await get('/en/management-mcsi/bambang-hartono')).html)).toBe('Captain Bambang Hartono');
  });

  test('shows the Indonesian content, marked lang="id" with a notice, when the English translation is missing', async () => {
    const { status, html } = await get('/en/management-mcsi/yusuf-pratama');
    expect(status).toBe(200);
    expect(html).toContain('lang="id"');
    expect(html).toContain('This content is not yet available in English');
    expect(html).toContain('Manajer Armada');
  });

  test('keeps the news archive by month, in both languages: /news links every month, each month lists its articles and its neighbours, a former list page redirects', async () => {
    // The table comes from the CMS: every published article, in the site's order.
    const response = await fetch(
      `${cmsUrl}/api/news-items?locale=id&sort[0]=date:desc&sort[1]=title:asc&pagination[pageSize]=100`,
    );
    const { data } = (await response.json()) as { data: Array<{ slug: string; date: string }> };
    const archive = newsArchive(
      data.map(({ slug, date }) => ({ id: slug, date })),
      NEWS_PAGE_SIZE,
    );
    expect(archive.months.length).toBeGreaterThanOrEqual(2);
    const articleSlugs = (html: string) =>
      new Set([...html.matchAll(/href="(?:\/en)?\/news\/([^"/#]+)"/g)].map(([, slug]) => slug));
    for (const language of LANGUAGES) {
      const at = (neutral: string) => localisedPath(neutral, language);
      const list = await get(at(NEWS_LIST_PATH));
      expect([...articleSlugs(list.html)].sort()).toEqual([...archive.newest].sort());
      for (const { month, ids, newer, older } of archive.months) {
        expect(list.html).toContain(`href="${at(newsMonthPath(month))}"`);
        const page = await get(at(newsMonthPath(month)));
        expect(page.status, `${at(newsMonthPath(month))}`).toBe(200);
        expect([...articleSlugs(page.html)].sort()).toEqual([...ids].sort());
        for (const neighbour of [newer, older])
          if (neighbour) expect(page.html).toContain(`href="${at(newsMonthPath(neighbour))}"`);
      }
      const formerPage = await fetch(`${siteUrl}${at('/news/page/2')}`, { redirect: 'manual' });
      const firstOfPage2 = archive.months.find(({ ids }) => ids.includes(data[NEWS_PAGE_SIZE]?.slug ?? ''));
      if (firstOfPage2) {
        expect(formerPage.status).toBe(301);
        expect(new URL(formerPage.headers.get('location') ?? '', siteUrl).pathname).toBe(at(newsMonthPath(firstOfPage2.month)));
      } else expect(formerPage.status).toBe(404);
    }
  });
});

test.describe('the release', () => {
  test('holds no source map, which a static host would serve', async () => {
    const release = fs.realpathSync(path.join(runDir, 'current'));
    const files = fs.readdirSync(release, { recursive: true }) as string[];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /\.(js|css)\.map$/.test(file))).toEqual([]);
  });
});

test.describe('unknown paths', () => {
  test('answers 404 with the Indonesian not-found page', async () => {
    const { status, html } = await get('/halaman-yang-tidak-ada');
    expect(status).toBe(404);
    expect(html).toContain('Halaman tidak ditemukan!');
  });

  test('answers 404 with the English not-found page under /en', async () => {
    const { status, html } = await get('/en/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page not found!');
  });
});

test.describe('organisation charts', () => {
  for (const [pathname, head, department, other] of [
    ['/organization-etsi', 'Direktur Operasi', 'Rekayasa', 'President Director'],
    ['/en/organization-etsi', 'Operations Director', 'Engineering', 'Direktur Utama'],
    ['/en/organization-mcsi', 'Fleet Manager', 'Tugboats', 'Manajer Armada'],
    ['/organization-mcsi', 'Direktur Komersial', 'Keagenan', 'Commercial Director'],
  ])
    test(`${pathname} shows its positions as nested list text in the page’s language`, async () => {
      const { html } = await get(pathname);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const position = (title: string) => `<span class="title">${title}</span>`;
      expect(main).toContain(position(head));
      // A department is the first of the list inside the item of the position it reports to.
      expect(main).toMatch(
        new RegExp(
          `<li><div class="box">${position(head)}(<span class="holder">(<a href="[^"]*"[^>]*>)?[^<]*(</a>)?</span>)?</div><ul><li><div class="box">${position(department)}`,
        ),
      );
      expect(main).not.toContain(other);
      expect(main).not.toMatch(/<img[^>]*chart/i); // no picture of the chart when it has positions
    });

  for (const [pathname, holder, personPath] of [
    ['/organization-etsi', 'Hendra Wijaya', '/management-etsi/hendra-wijaya'],
    ['/en/organization-etsi', 'Agus Santoso', '/en/management-etsi/agus-santoso'],
    ['/en/organization-mcsi', 'Captain Bambang Hartono', '/en/management-mcsi/bambang-hartono'],
  ])
    test(`${pathname} links the holder ${holder} to their page in the page’s language`, async () => {
      const { html } = await get(pathname);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toMatch(new RegExp(`<span class="holder"><a href="${personPath}"[^>]*>${holder}</a></span>`));
      expect((await get(personPath)).status).toBe(200);
    });
});

test.describe('search engines', () => {
  test('lists both languages in the XML sitemap and points robots.txt at it', async () => {
    const index = await get('/sitemap-index.xml');
    expect(index.status).toBe(200);
    const sitemap = await get('/sitemap-0.xml');
    expect(sitemap.html).toContain('https://www.example.co.id/en/about');
    expect(sitemap.html).toContain('https://www.example.co.id/about');
    // No 404 page (a slug may contain the digits 404: an e2e article's timestamp does).
    expect(sitemap.html).not.toMatch(/\/404(\.html)?</);
    expect((await get('/robots.txt')).html).toContain('Sitemap: https://www.example.co.id/sitemap-index.xml');
  });
});

test.describe('secrets', () => {
  test('never puts the CMS build token in the built site', () => {
    const token = fs.readFileSync(buildTokenFile, 'utf8').trim();
    expect(token.length).toBeGreaterThan(20);
    const publicDir = path.join(__dirname, '..', 'public');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(html|js|json|map|txt|xml)$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes(token))
          offenders.push(full);
      }
    };
    walk(publicDir);
    expect(offenders).toEqual([]);
  });
});
