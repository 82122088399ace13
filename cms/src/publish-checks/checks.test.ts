import { contentModel } from '../content-model/schemas';
import {
  cutAsShown,
  externalLinks,
  headingLevels,
  linksIn,
  picturesWithoutAlt,
  publishChecks,
  searchSnippet,
  sitePath,
  withFormValues,
  type CheckContext,
  type GetModel,
} from './checks';

const { contentTypes, components } = contentModel();
const getModel = ((uid: string) => contentTypes.get(uid) ?? components.get(uid)) as GetModel;
const SITE = 'https://www.mercusuar-group.co.id';
const PAGES = new Set(['/', '/about', '/en', '/en/about', '/news/kapal-tunda-baru', '/en/news/new-tugboat']);
const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  uid: 'api::news.news',
  locale: 'id',
  other: null,
  siteOrigin: SITE,
  pageExists: (path) => PAGES.has(path),
  ...overrides,
});
const TITLE = 'Galangan kapal Batam menyelesaikan kapal tunda pesanan Pertamina';
const codes = (findings: ReturnType<typeof publishChecks>) =>
  findings.map(({ level, code, field }) => `${level} ${code} ${field}`);

describe('the checks before publishing', () => {
  it('find nothing in a good article', () => {
    const article = {
      title: 'Kapal tunda baru diserahkan',
      excerpt: 'Ringkas.',
      body: '## Latar\n\nLihat [profil](/about) dan [berita](/news/kapal-tunda-baru/).\n\n### Rincian\n\n![Kapal tunda di dermaga](/uploads/kapal.jpg)',
      cover: { id: 1, name: 'kapal.jpg', mime: 'image/jpeg' },
      coverAlt: 'Kapal tunda di dermaga Batam',
      seo: {
        metaTitle: 'Kapal tunda baru',
        metaDescription: 'Diserahkan hari Senin.',
        shareImage: { id: 2, name: 'x.jpg', mime: 'image/jpeg', alternativeText: 'Kapal' },
      },
    };
    expect(publishChecks(getModel, article, context())).toEqual([]);
  });

  it('stop a link to a page the site does not have, and warn of one in the other language', () => {
    const findings = publishChecks(
      getModel,
      {
        title: 'Kapal',
        body: `[lama](/news/tidak-ada) [en](/en/about) [luar](https://contoh.invalid/x) [situs](${SITE}/berita-hilang?x=1#a)`,
      },
      context(),
    );
    expect(codes(findings)).toEqual(['error broken-link body', 'warning link-other-language body', 'error broken-link body']);
    expect(findings[0].message.id).toContain('/news/tidak-ada');
  });

  it('warn of pictures without alternative text: beside the field, in the file, in the text', () => {
    const findings = publishChecks(
      getModel,
      {
        title: 'Kapal',
        cover: { id: 1, name: 'kapal.jpg', mime: 'image/jpeg' },
        coverAlt: '  ',
        body: '![](/uploads/a.jpg) <img src="/uploads/b.jpg">',
        seo: { shareImage: { id: 2, name: 'bagikan.jpg', mime: 'image/jpeg', alternativeText: null } },
      },
      context(),
    );
    expect(codes(findings)).toEqual([
      'warning missing-alt coverAlt',
      'warning missing-alt seo.shareImage',
      'warning missing-alt body',
    ]);
    expect(picturesWithoutAlt('![Kapal](/a.jpg) <img alt="x" src="b">')).toBe(0);
  });

  it('warn of headings that skip a level, or a heading 1 in the text', () => {
    expect(headingLevels('## a\n#### b\n<h3>c</h3>')).toEqual([2, 4, 3]);
    expect(codes(publishChecks(getModel, { title: 'x', body: '## a\n\n#### b' }, context()))).toEqual([
      'warning heading-order body',
    ]);
    expect(codes(publishChecks(getModel, { title: 'x', body: '# a' }, context()))).toEqual(['warning heading-order body']);
  });

  it('warn of a title and a description search results cut, and of text not yet translated', () => {
    const long = `${TITLE} dan diserahkan tepat waktu kepada pemesan`;
    const findings = publishChecks(
      getModel,
      { title: long, excerpt: 'a'.repeat(170) },
      context({ locale: 'en', other: { title: long, excerpt: 'lain' } }),
    );
    expect(codes(findings)).toEqual([
      'warning title-length title',
      'warning description-length excerpt',
      'warning other-language-text title',
    ]);
  });
});

describe('links', () => {
  it('are read from markdown and HTML, and a path inside the site is told from the rest', () => {
    expect(linksIn('[a](/x) ![img](/y.jpg) <a href="/z">z</a> [b](<https://e.example> "t")')).toEqual([
      '/x',
      'https://e.example',
      '/z',
    ]);
    expect(sitePath('/en/news/a/?q#b', SITE)).toBe('/en/news/a');
    expect(sitePath(`${SITE}`, SITE)).toBe('/');
    expect(sitePath('//cdn.example/x', SITE)).toBeNull();
    expect(sitePath('/uploads/a.pdf', SITE)).toBeNull();
    expect(sitePath('mailto:humas@mercusuar-group.co.id', SITE)).toBeNull();
  });
});

describe('links to other sites', () => {
  it('are each absolute address once, with the first field it is in; not the site itself, files or mail', () => {
    const article = {
      title: 'Kapal',
      excerpt: 'https://bukan-tautan.example di tengah kalimat',
      body: `[a](https://mitra.example/laporan#bab-2) [b](https://mitra.example/laporan) [c](//cdn.example/x.pdf) [d](${SITE}/about) [e](/about) [f](mailto:humas@mercusuar-group.co.id) <a href="http://lama.example/">g</a>`,
    };
    expect(externalLinks(getModel, 'api::news.news', article, SITE)).toEqual([
      { field: 'body', url: 'https://mitra.example/laporan' },
      { field: 'body', url: 'https://cdn.example/x.pdf' },
      { field: 'body', url: 'http://lama.example/' },
    ]);
    // A field that holds nothing but an address: a business unit's website.
    expect(
      externalLinks(
        getModel,
        'api::business-unit.business-unit',
        { name: 'PT Mercusuar Samudra', website: 'https://samudra.example' },
        SITE,
      ),
    ).toEqual([{ field: 'website', url: 'https://samudra.example/' }]);
  });
});

describe('an unsaved version', () => {
  it('reads the form’s fields over the saved ones, but not its relations nor what the CMS keeps itself', () => {
    const saved = { id: 7, documentId: 'abc', locale: 'id', title: 'Lama', body: 'Lama', businessUnit: { id: 1 } };
    const form = { id: 99, documentId: 'lain', locale: 'en', title: 'Baru', businessUnit: { connect: [{ id: 2 }] } };
    expect(withFormValues(getModel, 'api::news.news', saved, form)).toEqual({ ...saved, title: 'Baru' });
  });
});

describe('the search result and shared card of a page', () => {
  it('read the SEO title and description, else the title and excerpt, cut on a word where search results cut them', () => {
    const title = 'Galangan Batam menyerahkan kapal tunda kedua kepada Pertamina dua pekan lebih cepat';
    const snippet = searchSnippet({ title, excerpt: 'Serah terima di dermaga.' }, `${SITE}/news/kapal`);
    expect(snippet.title).toBe('Galangan Batam menyerahkan kapal tunda kedua kepada…');
    expect(snippet.title.length).toBeLessThanOrEqual(60);
    expect(snippet).toMatchObject({ description: 'Serah terima di dermaga.', url: `${SITE}/news/kapal` });
    expect(
      searchSnippet({ title, seo: { metaTitle: 'Kapal tunda kedua', metaDescription: ' ' }, excerpt: 'Ringkas' }, SITE),
    ).toMatchObject({
      title: 'Kapal tunda kedua',
      description: 'Ringkas',
    });
    expect(cutAsShown('a'.repeat(200), 160)).toBe(`${'a'.repeat(159)}…`);
    expect(cutAsShown('pendek', 160)).toBe('pendek');
  });
});

describe('the fields both languages share', () => {
  const cover = (id: number, name: string) => ({ id, name, mime: 'image/jpeg', alternativeText: 'Kapal tunda' });
  const article = {
    title: TITLE,
    slug: 'kapal-tunda-baru',
    date: '2026-11-20',
    cover: cover(5, 'kapal-baru.jpg'),
    coverAlt: 'x',
  };

  it('warn when one changed here while the other language’s published page still shows the old value', () => {
    const findings = publishChecks(
      getModel,
      article,
      context({
        otherPublished: { locale: 'en', data: { ...article, title: 'New tugboat', cover: cover(4, 'kapal-lama.jpg') } },
      }),
    );
    const shared = findings.filter((finding) => finding.code === 'shared-fields-other-language');
    expect(shared).toHaveLength(1);
    expect(shared[0].message.id).toContain('Gambar sampul');
    expect(shared[0].message.id).toContain('Terbitkan juga versi bahasa Inggris');
  });

  it('are quiet when the other language’s page shows the same, or it has none', () => {
    const same = {
      ...article,
      id: 99,
      title: 'New tugboat',
      cover: { ...cover(5, 'kapal-baru.jpg'), alternativeText: 'Tugboat' },
    };
    for (const otherPublished of [{ locale: 'en', data: same }, null])
      expect(
        publishChecks(getModel, article, context({ otherPublished })).filter(
          (finding) => finding.code === 'shared-fields-other-language',
        ),
      ).toEqual([]);
  });
});
