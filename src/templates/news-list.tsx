import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { choiceLink } from '../components/content/buttons';
import { NewsCard } from '../components/content/news-card';
import { CardGrid, Container, Section } from '../components/content/container';
import { PageHeader } from '../components/content/page-header';
import { MainLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import { feedPath } from '../feeds/news-feed';
import type { SitePageContext } from '../i18n/page-context';
import { GAP, pageWindow } from '../pagination';
import { newsListPath } from '../routes';
import { colors } from '../theme/tokens';

type Data = Queries.NewsListPageQuery;

function Pagination({ currentPage, pageCount }: { currentPage: number; pageCount: number }): React.ReactElement | null {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Pages aria-label={t('news.pagination')}>
      {currentPage > 1 && (
        <LocalisedLink to={newsListPath(currentPage - 1)} rel="prev">
          {t('news.previous')}
        </LocalisedLink>
      )}
      <ol>
        {pageWindow(currentPage, pageCount).map((page, index) =>
          page === GAP ? (
            <li key={`gap-${index}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <LocalisedLink
                to={newsListPath(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={t('news.page', { page })}
              >
                {page}
              </LocalisedLink>
            </li>
          ),
        )}
      </ol>
      {currentPage < pageCount && (
        <LocalisedLink to={newsListPath(currentPage + 1)} rel="next">
          {t('news.next')}
        </LocalisedLink>
      )}
    </Pages>
  );
}

export default function NewsListPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const { currentPage = 1, pageCount = 1, language } = pageContext;
  const articles = data.news;
  return (
    <MainLayout footer={data.footer} searchable={false}>
      <PageHeader
        title={t('pages.news')}
        lead={currentPage > 1 ? t('news.pageOf', { page: currentPage, count: pageCount }) : t('descriptions.news')}
      />
      <Section>
        <Container>
          {articles.length === 0 ? (
            <p>{t('news.empty')}</p>
          ) : (
            <CardGrid>
              {articles.map((article, index) => (
                <NewsCard
                  key={article.documentId}
                  article={article}
                  headingLevel="h2"
                  coverLoading={index === 0 ? 'eager' : 'lazy'}
                />
              ))}
            </CardGrid>
          )}
          <Pagination currentPage={currentPage} pageCount={pageCount} />
          <Feed>
            <a href={feedPath(language)} type="application/rss+xml">
              {t('news.feed')}
            </a>
          </Feed>
        </Container>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((_data, t, context) => ({
  title:
    (context.currentPage ?? 1) > 1
      ? `${t('pages.news')} — ${t('news.page', { page: context.currentPage ?? 1 })}`
      : t('pages.news'),
  description: t('descriptions.news'),
}));

const Feed = styled.p`
  margin: 2rem 0 0;
  text-align: center;
  a {
    color: ${colors.secondary};
    font-weight: 600;
  }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 2.5rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
  }
  a {
    ${choiceLink(colors.secondary)}
    min-width: 44px;
    padding: 0 0.75rem;
    border-radius: 6px;
    border: 1px solid ${colors.border};
    font-weight: 600;
  }
  .gap {
    display: inline-flex;
    align-items: flex-end;
    min-height: 44px;
    padding: 0 0.25rem;
  }
`;

export const query = graphql`
  query NewsListPage($language: String!, $ids: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...Translations
    }
    footer: strapiFooter(language: { eq: $language }) {
      ...FooterFields
    }
    news: strapiNewsByIds(ids: $ids) {
      ...NewsCardFields
    }
  }
`;
