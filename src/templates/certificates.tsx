import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card, CardBody, Meta } from '../components/content/cards';
import { CmsImage } from '../components/content/cms-image';
import { CardGrid } from '../components/content/container';
import { CollectionPage } from '../components/content/collection-page';
import { pageHead } from '../components/page-head';

type Data = Queries.CertificatesPageQuery;

export default function CertificatesPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const certificates = data.certificates.nodes;
  return (
    <CollectionPage
      footer={data.footer}
      title={t('pages.certificates')}
      lead={t('descriptions.certificates')}
      isEmpty={certificates.length === 0}
      emptyText={t('common.empty')}
    >
      <CardGrid $min={240}>
        {certificates.map((certificate) => (
          <Card key={certificate.documentId} lang={certificate.contentLanguage}>
            <CmsImage image={certificate.image} alt={certificate.title ?? ''} />
            <CardBody>
              <h2>{certificate.title}</h2>
              <Meta>{[certificate.issuer, certificate.year].filter(Boolean).join(' · ')}</Meta>
              <p>{certificate.description}</p>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </CollectionPage>
  );
}

export const Head = pageHead<Data>((_data, t) => ({
  title: t('pages.certificates'),
  description: t('descriptions.certificates'),
}));

export const query = graphql`
  query CertificatesPage($language: String!) {
    ...PageFrame
    certificates: allStrapiCertificate(filter: { language: { eq: $language } }, sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        documentId
        contentLanguage
        title
        issuer
        year
        description
        image {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 360, aspectRatio: 0.72, placeholder: BLURRED, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
