import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '../i18n/languages';
import { alternatePaths, localisedPath } from '../i18n/localised-path';
import { SITE_NAME } from '../site';

interface SeoProps {
  language: Language;
  /** The page's language-neutral path (pageContext.i18n.originalPath). */
  path: string;
  title: string;
  description?: string | null;
  /** Site-relative URL of the share image. */
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/** Everything a page's head carries: lang, title, description, canonical, hreflang and Open Graph. */
export function Seo({
  language,
  path,
  title,
  description,
  image,
  type = 'website',
  noindex = false,
}: SeoProps): React.ReactElement {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = site?.siteMetadata?.siteUrl ?? '';
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = `${siteUrl}${localisedPath(path, language)}`;

  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex &&
        alternatePaths(path).map((alternate) => (
          <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={`${siteUrl}${alternate.path}`} />
        ))}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localisedPath(path, DEFAULT_LANGUAGE)}`} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={LANGUAGE_TAGS[language].replace('-', '_')} />
      {image && <meta property="og:image" content={`${siteUrl}${image}`} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#0b3c49" />
    </>
  );
}
