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
import { formatMonth } from '../i18n/format-month';
import type { Language } from '../i18n/languages';
import type { ArchiveYear } from '../news-archive';
import { NEWS_LIST_PATH, newsMonthPath } from '../routes';
import { colors } from '../theme/tokens';

type Data = Queries.NewsListPageQuery;

/** The archive's index on /news: every month that has articles, by year, newest first. */
function ArchiveIndex({ years, language }: { years: readonly ArchiveYear[]; language: Language }): React.ReactElement | null {
  const { t } = useTranslation();
  if (years.length === 0) return null;
  return (
    <Archive aria-labelledby="arsip">
      <h2 id="arsip">{t('news.archive')}</h2>
      {years.map(({ year, months }) => (
        <div key={year}>
          <h3>{year}</h3>
          <ul>
            {months.map(({ month, count }) => (
              <li key={month}>
                <LocalisedLink to={newsMonthPath(month)}>
                  {formatMonth(month, language, { year: false })} ({count})
                </LocalisedLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Archive>
  );
}

/** A month's page: links to the months before and after it that have articles, and to /news. */
function MonthLinks({ newer, older, language }: { newer?: string | null; older?: string | null; language: Language }) {
  const { t } = useTranslation();
  return (
    <Months aria-label={t('news.months')}>
      {older && (
        <LocalisedLink to={newsMonthPath(older)} rel="prev">
          {t('news.olderMonth', { month: formatMonth(older, language) })}
        </LocalisedLink>
      )}
      <LocalisedLink to={`${NEWS_LIST_PATH}#arsip`}>{t('news.allNews')}</LocalisedLink>
      {newer && (
        <LocalisedLink to={newsMonthPath(newer)} rel="next">
          {t('news.newerMonth', { month: formatMonth(newer, language) })}
        </LocalisedLink>
      )}
    </Months>
  );
}

export default function NewsListPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const { month, newerMonth, olderMonth, archive = [], language } = pageContext;
  const articles = data.news;
  return (
    <MainLayout footer={data.footer} searchable={false}>
      <PageHeader
        title={month ? t('news.monthTitle', { month: formatMonth(month, language) }) : t('pages.news')}
        lead={month ? t('news.monthLead', { month: formatMonth(month, language) }) : t('descriptions.news')}
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
          {month ? (
            <MonthLinks newer={newerMonth} older={olderMonth} language={language} />
          ) : (
            <ArchiveIndex years={archive} language={language} />
          )}
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
  title: context.month ? t('news.monthTitle', { month: formatMonth(context.month, context.language) }) : t('pages.news'),
  description: context.month
    ? t('news.monthLead', { month: formatMonth(context.month, context.language) })
    : t('descriptions.news'),
}));

const Feed = styled.p`
  margin: 2rem 0 0;
  text-align: center;
  a {
    color: ${colors.secondary};
    font-weight: 600;
  }
`;

const Months = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 2.5rem;
  a {
    ${choiceLink(colors.secondary)}
    padding: 0 0.75rem;
    border-radius: 6px;
    border: 1px solid ${colors.border};
    font-weight: 600;
  }
`;

const Archive = styled.nav`
  margin-top: 3rem;
  scroll-margin-top: 6rem;
  h2 {
    font-size: 1.5rem;
    margin: 0 0 1rem;
  }
  h3 {
    font-size: 1.125rem;
    margin: 1.25rem 0 0.5rem;
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
  }
  a {
    ${choiceLink(colors.secondary)}
    padding: 0 0.75rem;
    border-radius: 6px;
    border: 1px solid ${colors.border};
  }
`;

export const query = graphql`
  query NewsListPage($language: String!, $ids: [String!]!) {
    ...PageFrame
    news: strapiNewsByIds(ids: $ids) {
      ...NewsCardFields
    }
  }
`;
