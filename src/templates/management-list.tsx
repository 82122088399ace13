import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card, CardBody, Meta } from '../components/content/cards';
import { CmsImage } from '../components/content/cms-image';
import { CompanyTabs } from '../components/content/company-tabs';
import { CardGrid } from '../components/content/container';
import { CollectionPage } from '../components/content/collection-page';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import type { SitePageContext } from '../i18n/page-context';
import { DEFAULT_COMPANY, isPersonSlug, managementListPath, managementPersonPath, type Company } from '../routes';

type Data = Queries.ManagementListPageQuery;

export default function ManagementListPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const company: Company = pageContext.company ?? DEFAULT_COMPANY;
  const people = data.people.nodes;
  return (
    <CollectionPage
      footer={data.footer}
      title={t(`pages.management${company === 'etsi' ? 'Etsi' : 'Mcsi'}`)}
      lead={t('descriptions.management', { company: t(`company.${company}`) })}
      intro={<CompanyTabs current={company} pathFor={managementListPath} />}
      isEmpty={people.length === 0}
      emptyText={t('management.empty')}
    >
      <CardGrid $min={220}>
        {people.map((person) => (
          <Card key={person.documentId} lang={person.contentLanguage}>
            <CmsImage image={person.photo} alt={person.name ?? ''} />
            <CardBody>
              <h2>
                {/* A person whose slug cannot be an address has no page (site-pages.ts): named, not linked. */}
                {isPersonSlug(person.slug) ? (
                  <LocalisedLink to={managementPersonPath(company, person.slug)}>{person.name}</LocalisedLink>
                ) : (
                  person.name
                )}
              </h2>
              <Meta>{person.position}</Meta>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </CollectionPage>
  );
}

export const Head = pageHead<Data>((_data, t, context) => {
  const company = context.company ?? DEFAULT_COMPANY;
  return {
    title: t(`pages.management${company === 'etsi' ? 'Etsi' : 'Mcsi'}`),
    description: t('descriptions.management', { company: t(`company.${company}`) }),
  };
});

export const query = graphql`
  query ManagementListPage($language: String!, $company: String!) {
    ...PageFrame
    people: allStrapiManagement(filter: { language: { eq: $language }, company: { eq: $company } }, sort: { order: ASC }) {
      nodes {
        documentId
        contentLanguage
        name
        slug
        position
        photo {
          ...PortraitImage
        }
      }
    }
  }
`;
