import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { sharedImagePath } from '../cms/media';
import { Meta } from '../components/content/cards';
import { CmsImage } from '../components/content/cms-image';
import { Container, Section } from '../components/content/container';
import { FallbackNotice } from '../components/content/fallback-notice';
import { RichText } from '../components/content/rich-text';
import { SinglePageLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import { formatDate } from '../i18n/format-date';
import { useLanguage } from '../i18n/use-language';

type Data = Queries.NewsArticlePageQuery;

export default function NewsArticlePage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const article = data.article;
  const lang = article?.contentLanguage ?? undefined;
  return (
    <SinglePageLayout footer={data.footer}>
      <Section>
        <Article as="article" lang={lang}>
          <Meta>
            {t('news.published')}{' '}
            <time dateTime={article?.date ?? undefined} data-pagefind-meta="date[datetime]">
              {formatDate(article?.date, language)}
            </time>
          </Meta>
          <h1>{article?.title}</h1>
          {article?.excerpt && <p className="lead">{article.excerpt}</p>}
          <FallbackNotice contentLanguage={article?.contentLanguage} />
          <CmsImage image={article?.cover} localisedAlt={article?.coverAlt} className="cover" loading="eager" />
          <RichText html={article?.body?.html} />
          <p>
            <LocalisedLink to="/news">{t('news.backToList')}</LocalisedLink>
          </p>
        </Article>
      </Section>
    </SinglePageLayout>
  );
}

export const Head = pageHead<Data>((data) => ({
  title: data.article?.seo?.metaTitle ?? data.article?.title ?? '',
  description: data.article?.seo?.metaDescription ?? data.article?.excerpt,
  image: sharedImagePath(data.article?.cover),
  type: 'article',
}));

const Article = styled(Container)`
  max-width: 820px;
  .lead {
    font-size: 1.2rem;
    color: #3e4c59;
  }
  .cover {
    margin: 1.5rem 0 2rem;
    border-radius: 12px;
  }
`;

export const query = graphql`
  query NewsArticlePage($language: String!, $slug: String!) {
    ...PageFrame
    article: strapiNews(language: { eq: $language }, slug: { eq: $slug }) {
      contentLanguage
      title
      date
      excerpt
      coverAlt
      body {
        html
      }
      seo {
        metaTitle
        metaDescription
      }
      cover {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 820, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
