import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from '../components/content/cards';
import { CardGrid, Container, Section } from '../components/content/container';
import { FallbackNotice } from '../components/content/fallback-notice';
import { PageHeader } from '../components/content/page-header';
import { RichText } from '../components/content/rich-text';
import { MainLayout } from '../components/layout/layouts';
import { pageHead } from '../components/page-head';
import { colors } from '../theme/tokens';

type Data = Queries.CompanyValuesPageQuery;

export default function CompanyValuesPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const page = data.page;
  const lang = page?.contentLanguage ?? undefined;
  const values = page?.values ?? [];
  return (
    <MainLayout footer={data.footer}>
      <PageHeader title={page?.title ?? t('pages.companyValues')} lang={lang} />
      <Section>
        <Container lang={lang}>
          <FallbackNotice contentLanguage={page?.contentLanguage} />
          <RichText html={page?.intro?.html} />
          {values.length === 0 ? (
            <p>{t('common.empty')}</p>
          ) : (
            <CardGrid as="ol" $min={220}>
              {values.map((value, index) => (
                <Card key={value?.title ?? index}>
                  <CardBody>
                    <Initial aria-hidden="true">{value?.title?.[0]}</Initial>
                    <h2>{value?.title}</h2>
                    <p>{value?.description}</p>
                  </CardBody>
                </Card>
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t) => ({
  title: data.page?.seo?.metaTitle ?? data.page?.title ?? t('pages.companyValues'),
  description: data.page?.seo?.metaDescription,
}));

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.white};
  font-size: 1.4rem;
  font-weight: 800;
`;

export const query = graphql`
  query CompanyValuesPage($language: String!) {
    ...PageFrame
    page: strapiCompanyValue(language: { eq: $language }) {
      contentLanguage
      title
      intro {
        html
      }
      values {
        title
        description
      }
      seo {
        metaTitle
        metaDescription
      }
    }
  }
`;
