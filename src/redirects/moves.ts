import { formerSlugsOf, type Redirect } from '@site/contracts/redirects';
import { RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { LANGUAGES, isLanguage } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { formerListPages } from '../news-archive';
import {
  NEWS_PAGE_SIZE,
  formerNewsListPath,
  isArticleSlug,
  isCompany,
  isPersonSlug,
  managementPersonPath,
  newsArticlePath,
  newsMonthPath,
} from '../routes';

/** A sourced news article or person of the management, in one language, with the addresses it had. */
export interface MovedNode {
  slug: string | null;
  date?: string | null;
  formerSlugs?: unknown;
  language: string;
  company?: string | null;
}

/** News articles' old addresses → their current ones, in each article's language. */
export function newsMoves(nodes: readonly MovedNode[]): Redirect[] {
  return nodes.flatMap(({ slug, formerSlugs, language }) =>
    isArticleSlug(slug) && isLanguage(language)
      ? formerSlugsOf(formerSlugs)
          // An article once at an address of the archive leaves no redirect there: it is the archive's.
          .filter((former) => !RESERVED_NEWS_SLUGS.has(former.slug))
          .map((former) => ({
            from: localisedPath(newsArticlePath(former.slug), language),
            to: localisedPath(newsArticlePath(slug), language),
          }))
      : [],
  );
}

/**
 * The pages of the news list the archive replaced (/news/page/2…) → the month of the first article
 * each showed, in each language: a bookmark lands among the articles it held.
 */
export function newsListMoves(nodes: ReadonlyArray<{ language: string; date?: string | null }>): Redirect[] {
  return LANGUAGES.flatMap((language) =>
    formerListPages(
      nodes.filter((node) => node.language === language),
      NEWS_PAGE_SIZE,
    ).map(({ page, month }) => ({
      from: localisedPath(formerNewsListPath(page), language),
      to: localisedPath(newsMonthPath(month), language),
    })),
  );
}

/** People's old addresses (an old slug, or the page of the company they were under) → their current ones. */
export function managementMoves(nodes: readonly MovedNode[]): Redirect[] {
  return nodes.flatMap(({ slug, formerSlugs, language, company }) => {
    if (!isPersonSlug(slug) || !isLanguage(language) || !isCompany(company)) return [];
    return formerSlugsOf(formerSlugs).flatMap((former) => {
      const formerCompany = former.company ?? company;
      return isCompany(formerCompany)
        ? [
            {
              from: localisedPath(managementPersonPath(formerCompany, former.slug), language),
              to: localisedPath(managementPersonPath(company, slug), language),
            },
          ]
        : [];
    });
  });
}
