import type { Core } from '@strapi/strapi';
import { MAX_SLUG_LENGTH, RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { refuseUnusableSlugs, slugRefusal, slugSuggestion } from './page-slugs';

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
  'a'.repeat(MAX_SLUG_LENGTH + 1), // Gatsby would shorten the path behind the links' backs; PostgreSQL fails past 255
];

describe('slugRefusal', () => {
  it('refuses every slug that cannot be an address, for a news article and a person, in both languages, with an example', () => {
    for (const uid of [NEWS, MANAGEMENT]) {
      for (const slug of UNUSABLE) {
        const en = slugRefusal(uid, slug, 'en');
        const id = slugRefusal(uid, slug, 'id');
        expect(en?.code).toBe('slug-form');
        expect(id?.code).toBe('slug-form');
        if (slug.length > MAX_SLUG_LENGTH) {
          expect(en?.message).toContain(
            `is too long for a slug: at most ${MAX_SLUG_LENGTH} characters, this one has ${slug.length}.`,
          );
          expect(id?.message).toContain(
            `terlalu panjang untuk slug: paling banyak ${MAX_SLUG_LENGTH} karakter, slug ini ${slug.length}.`,
          );
          expect(id?.message.length).toBeLessThan(600);
          continue;
        }
        expect(en?.message).toContain(`"${slug}" cannot be a slug`);
        expect(id?.message).toContain(`"${slug}" tidak dapat menjadi slug`);
        expect(id?.message).toContain('huruf tanpa aksen (a–z)');
        expect(id?.message).toContain('tanpa titik atau spasi');
      }
    }
    expect(slugRefusal(NEWS, 'Pembukaan Kantor Baru.html', 'id')?.message).toMatch(/Misalnya: pembukaan-kantor-baru-html$/);
    expect(slugRefusal(NEWS, 'pembukaan-kafé-baru', 'id')?.message).toMatch(/Misalnya: pembukaan-kafe-baru$/);
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
    const slugs = ['archives', 'arsip', 'page-2', 'archive-2026', 'Archive', 'rilis-v2-0', 'a_b~c', 'x'.repeat(MAX_SLUG_LENGTH)];
    for (const slug of slugs) for (const uid of [NEWS, MANAGEMENT]) expect(slugRefusal(uid, slug, 'en')).toBeNull();
    for (const slug of ['', null, undefined, 42]) expect(slugRefusal(NEWS, slug, 'en')).toBeNull();
    for (const slug of UNUSABLE) expect(slugRefusal(BUSINESS_UNIT, slug, 'id')).toBeNull();
  });
});

describe('slugSuggestion', () => {
  it('makes a slug as Strapi does from a title: lower case, accents dropped, one hyphen for the rest, none at the ends', () => {
    expect(slugSuggestion('index.html')).toBe('index-html');
    expect(slugSuggestion('..')).toBe('');
    expect(slugSuggestion(' Pembukaan  Kafé / Baru. ')).toBe('pembukaan-kafe-baru');
  });

  it('cuts a long one at a hyphen, within the longest allowed', () => {
    const long = Array.from({ length: 40 }, () => 'pemeliharaan').join('-');
    const suggestion = slugSuggestion(long);
    expect(suggestion.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(suggestion.endsWith('pemeliharaan')).toBe(true);
    expect(slugSuggestion('a'.repeat(300))).toHaveLength(MAX_SLUG_LENGTH);
  });
});

describe('refuseUnusableSlugs', () => {
  /** The document-service middleware against a CMS whose drafts of the document hold `draftSlug`. */
  function middleware(draftSlug: string) {
    let use: ((context: unknown, next: () => Promise<unknown>) => Promise<unknown>) | undefined;
    const strapi = {
      documents: { use: (fn: typeof use) => (use = fn) },
      db: { query: () => ({ findMany: async () => [{ slug: draftSlug }] }) },
      requestContext: { get: () => ({ state: { user: { preferedLanguage: 'id' } } }) },
    } as unknown as Core.Strapi;
    refuseUnusableSlugs(strapi);
    return (action: string, params: Record<string, unknown>) => use!({ uid: NEWS, action, params }, async () => 'done');
  }

  it('refuses a publish of a draft whose slug cannot be an address, however it is asked for: publish, or an update that publishes', async () => {
    const run = middleware('..');
    await expect(run('publish', { documentId: 'd1', locale: 'id' })).rejects.toThrow('".." tidak dapat menjadi slug');
    await expect(
      run('update', { documentId: 'd1', locale: 'id', status: 'published', data: { title: 'Judul' } }),
    ).rejects.toThrow('tidak dapat menjadi slug');
    // An update that sends a slug is judged by it; a draft's save leaves the publish to later.
    await expect(
      run('update', { documentId: 'd1', locale: 'id', status: 'published', data: { slug: 'judul-baru' } }),
    ).resolves.toBe('done');
    await expect(run('update', { documentId: 'd1', locale: 'id', data: { title: 'Judul' } })).resolves.toBe('done');
  });

  it('lets a publish of a draft whose slug is an address through', async () => {
    await expect(middleware('judul-baru')('publish', { documentId: 'd1', locale: 'id' })).resolves.toBe('done');
  });
});
