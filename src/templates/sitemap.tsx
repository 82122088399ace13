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
interface SitemapLink {
  key: string;
  to: string;
  label: React.ReactNode;
  /** The language of the label, where it is the CMS's text in another language than the page's. */
  lang?: string | null;
}

/** One list of the sitemap: a heading and its links. */
function LinkSection({ id, heading, links }: { id: string; heading: string; links: readonly SitemapLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key} lang={link.lang ?? undefined}>
            <LocalisedLink to={link.to}>{link.label}</LocalisedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SitemapPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  return (
    <MainLayout footer={data.footer} searchable={false}>
      <PageHeader title={t('pages.sitemap')} lead={t('descriptions.sitemap')} />
      <Section>
        <Columns>
          <LinkSection
            id="sitemap-pages"
            heading={t('menu.label')}
            links={PAGE_ROUTES.map((route) => ({ key: route.path, to: route.path, label: t(`pages.${route.labelKey}`) }))}
          />
          <LinkSection
            id="sitemap-news"
            heading={t('pages.news')}
            links={data.news.map((article) => ({
              key: article.slug ?? '',
              to: newsArticlePath(article.slug ?? ''),
              label: article.title,
              lang: article.contentLanguage,
            }))}
          />
          <LinkSection
            id="sitemap-management"
            heading={t('menu.management')}
            links={data.people.nodes
              .filter((person) => isCompany(person.company) && isPersonSlug(person.slug))
              .map((person) => ({
                key: `${person.company}-${person.slug}`,
                to: managementPersonPath(person.company as Company, person.slug ?? ''),
                label: `${person.name} (${t(`company.${person.company}`)})`,
                lang: person.contentLanguage,
              }))}
          />
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
    ...PageFrame
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
