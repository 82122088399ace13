import { RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { slugRefusal, slugSuggestion } from './page-slugs';

const NEWS = 'api::news.news';
const MANAGEMENT = 'api::management.management';
const BUSINESS_UNIT = 'api::business-unit.business-unit';

/** Slugs that cannot be an address: what they would make of the site's paths. */
const UNUSABLE = [
  '.', // /news/. is /news/: the article over the news list
  '..', // /news/.. is /: the article over the home page
  'index.html', // /news/index.html: the list's own file
  'berita-resmi.htm', // a page served by its extension's rules, not a page's
  'rss.xml',
  '.well-known',
  'pembukaan kantor', // a space
  'kantor/baru', // a second segment
  'kantor%2Fbaru',
  'berita?x=1',
  'pembukaan-kantör', // a letter outside ASCII: Strapi's own rule refuses it, and said so in English
];

describe('slugRefusal', () => {
  it('refuses every slug that cannot be an address, for a news article and a person, in both languages, with an example', () => {
    for (const uid of [NEWS, MANAGEMENT]) {
      for (const slug of UNUSABLE) {
        const en = slugRefusal(uid, slug, 'en');
        const id = slugRefusal(uid, slug, 'id');
        expect(en?.code).toBe('slug-form');
        expect(en?.message).toContain(`"${slug}" cannot be a slug`);
        expect(id?.code).toBe('slug-form');
        expect(id?.message).toContain(`"${slug}" tidak dapat menjadi slug`);
        expect(id?.message).toContain('tanpa titik atau spasi');
      }
    }
    expect(slugRefusal(NEWS, 'Pembukaan Kantor Baru.html', 'id')?.message).toMatch(/Misalnya: Pembukaan-Kantor-Baru-html$/);
    expect(slugRefusal(NEWS, '..', 'en')?.message).not.toContain('For example');
  });

  it('refuses every slug of the news archive for a news article only, naming the address', () => {
    for (const slug of RESERVED_NEWS_SLUGS) {
      expect(slugRefusal(NEWS, slug, 'en')).toEqual({
        code: 'reserved-slug',
        message: expect.stringContaining(`/news/${slug} belongs to the site's news archive`),
      });
      expect(slugRefusal(NEWS, slug, 'id')?.message).toContain(`/news/${slug} adalah bagian arsip berita situs`);
      expect(slugRefusal(MANAGEMENT, slug, 'en')).toBeNull();
    }
  });

  it('lets every slug of the form through, however close to a refused one, and leaves other types and empty values to Strapi', () => {
    const slugs = ['archives', 'arsip', 'page-2', 'archive-2026', 'Archive', 'rilis-v2-0', 'a_b~c', 'x'.repeat(100)];
    for (const slug of slugs) for (const uid of [NEWS, MANAGEMENT]) expect(slugRefusal(uid, slug, 'en')).toBeNull();
    for (const slug of ['', null, undefined, 42]) expect(slugRefusal(NEWS, slug, 'en')).toBeNull();
    for (const slug of UNUSABLE) expect(slugRefusal(BUSINESS_UNIT, slug, 'id')).toBeNull();
  });
});

describe('slugSuggestion', () => {
  it('puts one hyphen where anything not allowed stood, none at the ends', () => {
    expect(slugSuggestion('index.html')).toBe('index-html');
    expect(slugSuggestion('..')).toBe('');
    expect(slugSuggestion(' pembukaan  kantor / baru. ')).toBe('pembukaan-kantor-baru');
  });
});
