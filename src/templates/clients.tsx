import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card, CardBody, Meta } from '../components/content/cards';
import { CmsImage } from '../components/content/cms-image';
import { CardGrid } from '../components/content/container';
import { CollectionPage } from '../components/content/collection-page';
import { pageHead } from '../components/page-head';
import { externalUrl } from '../cms/links';

type Data = Queries.ClientsPageQuery;

export default function ClientsPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const clients = data.clients.nodes;
  return (
    <CollectionPage
      footer={data.footer}
      title={t('pages.clients')}
      lead={t('descriptions.clients')}
      isEmpty={clients.length === 0}
      emptyText={t('common.empty')}
    >
      <CardGrid $min={220}>
        {clients.map((client) => {
          const website = externalUrl(client.website);
          return (
            <Card key={client.documentId} lang={client.contentLanguage}>
              <CardBody>
                <CmsImage image={client.logo} alt="" />
                <h2>
                  {website ? (
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      {client.name} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                    </a>
                  ) : (
                    client.name
                  )}
                </h2>
                {client.sector && <Meta>{client.sector}</Meta>}
              </CardBody>
            </Card>
          );
        })}
      </CardGrid>
    </CollectionPage>
  );
}

export const Head = pageHead<Data>((_data, t) => ({ title: t('pages.clients'), description: t('descriptions.clients') }));

export const query = graphql`
  query ClientsPage($language: String!) {
    ...PageFrame
    clients: allStrapiClient(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { name: ASC }]) {
      nodes {
        documentId
        contentLanguage
        name
        sector
        website
        logo {
          ...LogoImage
        }
      }
    }
  }
`;
