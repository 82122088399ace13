import { PAGE_ROUTES, pageRoute } from './page-routes';
import managementSchema from 'cms/api/management/content-types/management/schema.json';
import chartSchema from 'cms/api/organization-chart/content-types/organization-chart/schema.json';
import {
  COMPANIES,
  DEFAULT_COMPANY,
  MENU,
  formerNewsListPath,
  isArticleSlug,
  isCompany,
  isPersonSlug,
  newsMonthPath,
  type MenuItem,
} from './routes';
import { SINGLE_TYPE_PAGES } from '@site/contracts/document-pages';
import { PAGE_PATHS, RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import idCommon from '../locales/id/common.json';
import enCommon from '../locales/en/common.json';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const SPEC_PATHS = [
  '/',
  '/about',
  '/achievement',
  '/business-unit',
  '/career',
  '/client',
  '/company-value',
  '/contact',
  '/management-etsi',
  '/management-mcsi',
  '/milestone',
  '/news',
  '/organization-etsi',
  '/organization-mcsi',
  '/privacy-policy',
  '/sitemap',
  '/terms-conditions',
];
/** Routes docs/architecture.md adds to the specification's. */
const DESIGN_PATHS = ['/search'];

const menuPaths = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuPaths(item.children ?? [])]);

describe('route table', () => {
  it('shows each single type the CMS knows as a page where the contracts say (SINGLE_TYPE_PAGES)', () => {
    const shown = Object.fromEntries(
      PAGE_ROUTES.flatMap((route) => (route.cmsPage ? [[CONTENT_TYPES[route.cmsPage].uid, route.path]] : [])),
    );
    expect(shown).toEqual(SINGLE_TYPE_PAGES);
  });

  it('has exactly the 17 routes of the specification and the search', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_PATHS, ...DESIGN_PATHS].sort());
  });

  it('is every page the CMS checks internal links against (contracts: PAGE_PATHS), and no other', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('has no duplicate paths', () => {
    expect(new Set(PAGE_ROUTES.map((route) => route.path)).size).toBe(PAGE_ROUTES.length);
  });

  it('only links menu entries to pages that exist', () => {
    for (const path of menuPaths(MENU)) expect(pageRoute(path)).toBeDefined();
  });

  it('groups the company pages under About Us', () => {
    const about = MENU.find((item) => item.labelKey === 'aboutUs');
    expect(about?.children?.map((child) => child.labelKey)).toEqual([
      'profile',
      'businessUnit',
      'management',
      'organizationChart',
      'milestones',
      'certificates',
    ]);
  });

  it('gives each month of the news archive its page, and keeps the former list pages’ paths for their redirects', () => {
    expect(newsMonthPath('2026-03')).toBe('/news/archive/2026/03');
    expect(formerNewsListPath(3)).toBe('/news/page/3');
    for (const slug of ['archive', 'page']) expect(RESERVED_NEWS_SLUGS.has(slug)).toBe(true);
  });

  it('gives an article or a person a page only at a slug that is one segment, no dot in it, not the archive’s', () => {
    for (const slug of ['pembukaan-kantor-baru-di-balikpapan', 'Rilis_2026', 'a~b', 'x'.repeat(100)]) {
      expect(isArticleSlug(slug)).toBe(true);
      expect(isPersonSlug(slug)).toBe(true);
    }
    for (const slug of ['', '.', '..', 'index.html', 'berita.htm', 'rss.xml', 'a/b', 'a b', 'kantör', null, undefined, 7]) {
      expect(isArticleSlug(slug)).toBe(false);
      expect(isPersonSlug(slug)).toBe(false);
    }
    for (const slug of RESERVED_NEWS_SLUGS) {
      expect(isArticleSlug(slug)).toBe(false);
      expect(isPersonSlug(slug)).toBe(true);
    }
  });
});

describe('the companies', () => {
  it('are the ones the CMS lets editors choose, for people and for charts', () => {
    expect(managementSchema.attributes.company.enum).toEqual([...COMPANIES]);
    expect(chartSchema.attributes.company.enum).toEqual([...COMPANIES]);
    expect(COMPANIES).toContain(DEFAULT_COMPANY);
    expect([isCompany('mcsi'), isCompany('pt-lain'), isCompany(null)]).toEqual([true, false, false]);
  });
});

describe('descriptions of pages the editors may leave without one', () => {
  // A rich page's description is its CMS SEO field, else its own line from the locale files:
  // Lighthouse's SEO audit (and a search engine's snippet) wants every page described.
  const locales = { id: idCommon, en: enCommon } as const;
  it.each(
    PAGE_ROUTES.filter((route) => route.template === 'rich-page').flatMap(
      (route) =>
        [
          ['id', route.labelKey],
          ['en', route.labelKey],
        ] as const,
    ),
  )('in %s for %s', (language, labelKey) => {
    const descriptions = locales[language].descriptions as Record<string, string | undefined>;
    expect(descriptions[labelKey]?.length ?? 0).toBeGreaterThan(40);
  });
});
