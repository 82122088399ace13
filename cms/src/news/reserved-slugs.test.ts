import { RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { reservedSlugRefusal } from './reserved-slugs';

describe('reservedSlugRefusal', () => {
  it('refuses every slug of the archive, in the editor’s language, naming the address', () => {
    for (const slug of RESERVED_NEWS_SLUGS) {
      expect(reservedSlugRefusal(slug, 'en')).toContain(`/news/${slug} belongs to the site's news archive`);
      expect(reservedSlugRefusal(slug, 'id')).toContain(`/news/${slug} adalah bagian arsip berita situs`);
    }
  });

  it('lets every other slug through, however close', () => {
    for (const slug of ['archives', 'arsip', 'page-2', 'archive-2026', 'Archive', '', null, undefined, 42]) {
      expect(reservedSlugRefusal(slug, 'en')).toBeNull();
    }
  });
});
