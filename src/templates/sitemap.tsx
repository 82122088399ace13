import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Container, Section } from '../components/content/container';
import { PageHeader } from '../components/content/page-header';
import { MainLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import { PAGE_ROUTES } from '../page-routes';
import { isCompany, isPersonSlug, managementPersonPath, newsArticlePath, type Company } from '../routes';
import { media } from '../theme/tokens';

type Data = Queries.SitemapPageQuery;

/** The HTML sitemap: every page of the route table, every article and every person. */
export default function SitemapPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  return (
    <MainLayout footer={data.footer} searchable={false}>
      <PageHeader title={t('pages.sitemap')} lead={t('descriptions.sitemap')} />
      <Section>
        <Columns>
          <section aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">{t('menu.label')}</h2>
            <ul>
              {PAGE_ROUTES.map((route) => (
                <li key={route.path}>
                  <LocalisedLink to={route.path}>{t(`pages.${route.labelKey}`)}</LocalisedLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-news">
            <h2 id="sitemap-news">{t('pages.news')}</h2>
            <ul>
              {data.news.map((article) => (
                <li key={article.slug} lang={article.contentLanguage}>
                  <LocalisedLink to={newsArticlePath(article.slug ?? '')}>{article.title}</LocalisedLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-management">
            <h2 id="sitemap-management">{t('menu.management')}</h2>
            <ul>
              {data.people.nodes
                .filter((person) => isCompany(person.company) && isPersonSlug(person.slug))
                .map((person) => (
                  <li key={`${person.company}-${person.slug}`} lang={person.contentLanguage}>
                    <LocalisedLink to={managementPersonPath(person.company as Company, person.slug ?? '')}>
                      {person.name} ({t(`company.${person.company}`)})
                    </LocalisedLink>
                  </li>
                ))}
            </ul>
          </section>
        </Columns>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((_data, t) => ({ title: t('pages.sitemap'), description: t('descriptions.sitemap') }));

const Columns = styled(Container)`
  display: grid;
  gap: 2rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ul {
    padding-left: 1.2rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
`;

export const query = graphql`
  query SitemapPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...Translations
    }
    footer: strapiFooter(language: { eq: $language }) {
      ...FooterFields
    }
    news: newsNewestFirst(language: $language) {
      contentLanguage
      title
      slug
    }
    people: allStrapiManagement(filter: { language: { eq: $language } }, sort: [{ company: ASC }, { order: ASC }]) {
      nodes {
        contentLanguage
        name
        slug
        company
      }
    }
  }
`;
