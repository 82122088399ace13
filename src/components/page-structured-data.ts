/**
 * Each page's structured data, from the page's own query result and context. Rendered into the
 * static HTML at build time by gatsby-ssr.tsx (crawlers read the HTML), so none of this code is
 * in the browser's JavaScript, and Gatsby's client-side Head never replaces it.
 */
import { imageAlt, sharedImagePath } from '../cms/media';
import { localisedPath } from '../i18n/localised-path';
import type { SitePageContext } from '../i18n/page-context';
import { translator } from '../i18n/translator';
import { DEFAULT_COMPANY, managementListPath } from '../routes';
import { SITE_NAME } from '../site';
import { breadcrumbList, newsArticle, organization, person, publisher, type StructuredData } from './structured-data';

/** The logo crawlers show for the organisation (static/logo.svg). */
const LOGO_PATH = '/logo.svg';

/** What gatsby-ssr hands over: a page's query result (page-data.json `result`) and its address. */
export interface BuiltPage {
  data: unknown;
  pageContext: SitePageContext;
  /** The page's path, e.g. `/en/news/some-article`. */
  path: string;
}

export function pageStructuredData({ data, pageContext, path }: BuiltPage, siteUrl: string): StructuredData[] {
  const url = `${siteUrl}${path}`;
  const { language } = pageContext;
  switch (pageContext.template) {
    case 'home': {
      const { footer } = data as Queries.HomePageQuery;
      const address = footer?.address;
      return [
        organization({
          siteUrl,
          name: SITE_NAME,
          logoPath: LOGO_PATH,
          addressLines: [address?.addressLine1, address?.addressLine2, address?.addressLine3],
          phone: address?.phone,
          email: address?.email,
          profiles: [footer?.youtube, footer?.facebook, footer?.twitter, footer?.instagram, footer?.tiktok, footer?.linkedin],
        }),
      ];
    }
    case 'news-article': {
      const { article, locales } = data as Queries.NewsArticlePageQuery;
      if (!article?.title) return [];
      const t = translator(locales);
      return [
        newsArticle({
          siteUrl,
          url,
          headline: article.title,
          datePublished: article.date,
          imagePath: sharedImagePath(article.cover),
          imageAlt: imageAlt(article.coverAlt, article.cover?.alternativeText),
          description: article.excerpt,
          language: article.contentLanguage ?? language,
          publisher: publisher(siteUrl, SITE_NAME, LOGO_PATH),
        }),
        breadcrumbList(siteUrl, [
          { name: t('pages.home'), path: localisedPath('/', language) },
          { name: t('pages.news'), path: localisedPath('/news', language) },
          { name: article.title, path },
        ]),
      ];
    }
    case 'management-person': {
      const { person: member, locales } = data as Queries.ManagementPersonPageQuery;
      const company = pageContext.company ?? DEFAULT_COMPANY;
      if (!member?.name) return [];
      const t = translator(locales);
      return [
        person({
          siteUrl,
          url,
          name: member.name,
          jobTitle: member.position,
          imagePath: sharedImagePath(member.photo),
          worksFor: t(`company.${company}`),
        }),
        breadcrumbList(siteUrl, [
          { name: t('pages.home'), path: localisedPath('/', language) },
          {
            name: t(company === 'mcsi' ? 'pages.managementMcsi' : 'pages.managementEtsi'),
            path: localisedPath(managementListPath(company), language),
          },
          { name: member.name, path },
        ]),
      ];
    }
    default:
      return [];
  }
}
