import { expect, test } from './fixtures';
import { cmsUrl, siteUrl } from './urls';

type Item = Record<string, unknown> & { '@type': string };

const html = async (pathname: string): Promise<string> => {
  const response = await fetch(`${siteUrl}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
};

/** The items of a page's JSON-LD graphs, parsed as a search engine would. */
async function structuredData(pathname: string): Promise<Item[]> {
  const page = await html(pathname);
  const blocks = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as { '@context': string; '@graph': Item[] },
  );
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  return blocks.flatMap((block) => block['@graph']);
}

const ofType = (items: Item[], type: string): Item => {
  const found = items.find((item) => item['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(items)}`);
  return found;
};

const absoluteUrl = expect.stringMatching(/^https?:\/\/[^/]+\//);

test.describe('structured data (JSON-LD)', () => {
  for (const pathname of ['/', '/en'])
    test(`describes the organisation on home (${pathname}) with the footer’s facts`, async () => {
      const organization = ofType(await structuredData(pathname), 'Organization');
      expect(organization).toMatchObject({ name: 'Mercusuar Group', url: absoluteUrl, logo: absoluteUrl });
      expect(organization.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String) });
      expect(organization.telephone).toMatch(/^\+?\d{6,}$/);
      expect(organization.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(organization.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
    });

  test('describes a news article and its breadcrumb trail, in the page’s language', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items?locale=en&sort=date:desc&pagination[pageSize]=1`);
    const { data } = (await response.json()) as { data: Array<{ slug: string; title: string; date: string }> };
    const [article] = data;
    const items = await structuredData(`/en/news/${article.slug}`);
    expect(ofType(items, 'NewsArticle')).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      dateModified: expect.any(String),
      inLanguage: 'en',
      image: [expect.objectContaining({ url: absoluteUrl })],
      publisher: expect.objectContaining({
        '@type': 'Organization',
        name: 'Mercusuar Group',
        logo: expect.objectContaining({ url: absoluteUrl }),
      }),
    });
    const trail = ofType(items, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    expect(trail.map((step) => step.name)).toEqual(['Home', 'News & Insights', article.title]);
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3]);
    expect(String(trail[2].item)).toMatch(new RegExp(`/en/news/${article.slug}$`));
  });

  test('describes a member of the management as a Person, with the trail through the company’s list', async () => {
    const items = await structuredData('/management-etsi/hendra-wijaya');
    expect(ofType(items, 'Person')).toMatchObject({
      name: 'Hendra Wijaya',
      jobTitle: expect.any(String),
      image: absoluteUrl,
      worksFor: { '@type': 'Organization', name: 'ETSI' },
    });
    const trail = ofType(items, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    expect(trail.map((step) => step.name)).toEqual(['Beranda', 'Manajemen ETSI', 'Hendra Wijaya']);
  });

  test('adds none to pages that are not about a thing (a list page)', async () => {
    await expect(structuredData('/news')).resolves.toEqual([]);
  });
});

test.describe('web app manifest', () => {
  for (const pathname of ['/', '/en/about'])
    test(`${pathname} links the manifest: the site’s name, start page, colours and icons`, async () => {
      expect(await html(pathname)).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
      const response = await fetch(`${siteUrl}/manifest.webmanifest`);
      expect(response.status).toBe(200);
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        description: string;
        start_url: string;
        theme_color: string;
        display: string;
        icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
      };
      expect(manifest).toMatchObject({
        name: 'Mercusuar Group',
        short_name: 'Mercusuar',
        start_url: '/',
        theme_color: '#0b3c49',
      });
      expect(manifest.description.length).toBeGreaterThan(10);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons) {
        expect(icon.purpose).toContain('maskable');
        const image = await fetch(new URL(icon.src, `${siteUrl}/`));
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    });
});

test.describe('alt text in the page’s language', () => {
  /** The alt texts of a page's images, in document order. */
  const altTexts = async (pathname: string): Promise<string[]> =>
    [...(await html(pathname)).matchAll(/<img [^>]*?alt="([^"]*)"/g)].map(([, alt]) => alt);

  for (const [pathname, alt] of [
    ['/about', 'Gedung kantor pusat Mercusuar Group di Jakarta'],
    ['/en/about', 'The Mercusuar Group head office building in Jakarta'],
    ['/', 'Anjungan energi lepas pantai saat matahari terbit'],
    ['/en', 'An offshore energy platform at sunrise'],
    ['/en/news/etsi-selesaikan-pemeliharaan-anjungan-mahakam', 'An offshore platform in the Mahakam waters at sunrise'],
    ['/en/milestone', 'An offshore platform, ETSI’s first project'],
    ['/en/business-unit', 'An MCSI tugboat at sea'],
  ])
    test(`${pathname} describes its picture as “${alt}”`, async () => {
      expect(await altTexts(pathname)).toContain(alt);
    });

  test('never shows an English page an Indonesian alt text the seed translated', async () => {
    const english = await altTexts('/en/about');
    expect(english).not.toContain('Gedung kantor pusat Mercusuar Group di Jakarta');
  });

  test('shows an article without a translation with its Indonesian alt text, as the rest of it', async () => {
    // The seeded visit article has no English version: its English page shows the Indonesian
    // article (lang="id") and its Indonesian alt text (src/cms/media.test.ts covers an empty one).
    expect(await altTexts('/en/news/kunjungan-industri-politeknik-balikpapan')).toContain(
      'Kapal tunda MCSI di perairan dekat dermaga',
    );
  });

  test('uses the alt text of the page’s language in the article’s structured data', async () => {
    const page = await html('/en/news/etsi-selesaikan-pemeliharaan-anjungan-mahakam');
    expect(page).toContain('"caption":"An offshore platform in the Mahakam waters at sunrise"');
  });
});
