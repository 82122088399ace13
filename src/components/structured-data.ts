/**
 * Structured data (schema.org JSON-LD) for a page's head: the organisation on home, the article on
 * news pages, the person on management pages and the breadcrumb trail of every detail page. Plain
 * functions over CMS values; absolute URLs from the site's public address. Everything from the
 * CMS is untrusted: only http(s) links become `sameAs`, and the serialised JSON cannot close its
 * <script> element.
 */
import { externalUrl, mailtoHref, telHref } from '../cms/links';

export type StructuredData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Absolute URL of a site path (a URL that already is one stays as it is). */
const absolute = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Drops empty values, so no property is present without content. */
function compact(data: StructuredData): StructuredData {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );
}

export interface OrganizationFacts {
  siteUrl: string;
  name: string;
  logoPath: string;
  addressLines?: ReadonlyArray<string | null | undefined>;
  phone?: string | null;
  email?: string | null;
  /** Social profile URLs (the footer's links); anything that is not http(s) is left out. */
  profiles?: ReadonlyArray<string | null | undefined>;
}

/** The company: name, logo, address, phone, email and social profiles. */
export function organization(facts: OrganizationFacts): StructuredData {
  const street = (facts.addressLines ?? []).map((line) => line?.trim()).filter(Boolean);
  return compact({
    '@type': 'Organization',
    '@id': `${facts.siteUrl}/#organization`,
    name: facts.name,
    url: `${facts.siteUrl}/`,
    logo: absolute(facts.siteUrl, facts.logoPath),
    address: street.length ? { '@type': 'PostalAddress', streetAddress: street.join(', '), addressCountry: 'ID' } : null,
    telephone: telHref(facts.phone)?.slice('tel:'.length),
    email: mailtoHref(facts.email)?.slice('mailto:'.length),
    sameAs: (facts.profiles ?? []).map(externalUrl).filter((url): url is string => url !== null),
  });
}

/** A reference to the organisation that publishes the site, for articles and people. */
export const publisher = (siteUrl: string, name: string, logoPath: string): StructuredData => ({
  '@type': 'Organization',
  '@id': `${siteUrl}/#organization`,
  name,
  logo: { '@type': 'ImageObject', url: absolute(siteUrl, logoPath) },
});

export interface ArticleFacts {
  siteUrl: string;
  url: string;
  headline: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  datePublished: string | null | undefined;
  dateModified?: string | null;
  imagePath?: string | null;
  imageAlt?: string | null;
  description?: string | null;
  language: string;
  publisher: StructuredData;
}

/** A news article: headline (at most 110 characters), dates, image and publisher. */
export function newsArticle(facts: ArticleFacts): StructuredData {
  const headline = facts.headline.length > 110 ? `${facts.headline.slice(0, 109).trimEnd()}…` : facts.headline;
  return compact({
    '@type': 'NewsArticle',
    headline,
    mainEntityOfPage: absolute(facts.siteUrl, facts.url),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified ?? facts.datePublished,
    image: facts.imagePath
      ? [compact({ '@type': 'ImageObject', url: absolute(facts.siteUrl, facts.imagePath), caption: facts.imageAlt })]
      : null,
    description: facts.description,
    inLanguage: facts.language,
    author: facts.publisher,
    publisher: facts.publisher,
  });
}

export interface PersonFacts {
  siteUrl: string;
  url: string;
  name: string;
  jobTitle?: string | null;
  imagePath?: string | null;
  worksFor: string;
}

/** A member of the management: name, position, photo and company. */
export function person(facts: PersonFacts): StructuredData {
  return compact({
    '@type': 'Person',
    name: facts.name,
    url: absolute(facts.siteUrl, facts.url),
    jobTitle: facts.jobTitle,
    image: facts.imagePath ? absolute(facts.siteUrl, facts.imagePath) : null,
    worksFor: { '@type': 'Organization', name: facts.worksFor },
  });
}

/** The trail from home to a detail page: each step's name and path. */
export function breadcrumbList(siteUrl: string, steps: ReadonlyArray<{ name: string; path: string }>): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(siteUrl, step.path),
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: one graph of the page's items. `<` is
 * escaped, so no CMS text can end the script element.
 */
export function serializeStructuredData(items: readonly StructuredData[]): string {
  return JSON.stringify({ '@context': CONTEXT, '@graph': items }).replace(/</g, '\\u003c');
}
