import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { CmsImage } from '../components/content/cms-image';
import { Container, Section } from '../components/content/container';
import { PageHeader } from '../components/content/page-header';
import { RichText } from '../components/content/rich-text';
import { MainLayout } from '../components/layout/layouts';
import { pageHead } from '../components/page-head';
import { externalUrl } from '../cms/links';
import { colors, media } from '../theme/tokens';

type Data = Queries.BusinessUnitsPageQuery;

export default function BusinessUnitsPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const units = data.units.nodes;
  return (
    <MainLayout footer={data.footer}>
      <PageHeader title={t('pages.businessUnits')} lead={t('descriptions.businessUnits')} />
      <Section>
        <Container>
          {units.length === 0 && <p>{t('common.empty')}</p>}
          {units.map((unit) => {
            const website = externalUrl(unit.website);
            return (
              <Unit key={unit.documentId} id={unit.slug ?? undefined} lang={unit.contentLanguage}>
                <div>
                  <CmsImage image={unit.logo} alt="" className="logo" />
                  <h2>{unit.name}</h2>
                  <p className="summary">{unit.summary}</p>
                  <RichText html={unit.description?.html} />
                  {website && (
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      {t('common.visitWebsite', { name: unit.name })}{' '}
                      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                    </a>
                  )}
                </div>
                <CmsImage image={unit.image} localisedAlt={unit.imageAlt} className="photo" />
              </Unit>
            );
          })}
        </Container>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((_data, t) => ({
  title: t('pages.businessUnits'),
  description: t('descriptions.businessUnits'),
}));

const Unit = styled.article`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 0;
  border-bottom: 1px solid ${colors.border};
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
  }
  .logo {
    margin-bottom: 1rem;
  }
  .summary {
    font-size: 1.1rem;
    color: ${colors.textMuted};
  }
  .photo {
    border-radius: 12px;
  }
`;

export const query = graphql`
  query BusinessUnitsPage($language: String!) {
    ...PageFrame
    units: allStrapiBusinessUnit(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        documentId
        contentLanguage
        name
        slug
        summary
        website
        description {
          html
        }
        logo {
          ...LogoImage
        }
        imageAlt
        image {
          ...PageImage
        }
      }
    }
  }
`;
