import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CmsImage } from '../components/content/cms-image';
import { CompanyTabs } from '../components/content/company-tabs';
import { Container, Section } from '../components/content/container';
import { FallbackNotice } from '../components/content/fallback-notice';
import { OrgTree } from '../components/content/org-tree';
import { PageHeader } from '../components/content/page-header';
import { RichText } from '../components/content/rich-text';
import { MainLayout } from '../components/layout/layouts';
import { pageHead } from '../components/page-head';
import type { SitePageContext } from '../i18n/page-context';
import { DEFAULT_COMPANY, organizationChartPath, type Company } from '../routes';

type Data = Queries.OrganizationChartPageQuery;

const titleKey = (company: Company): string => `pages.organization${company === 'etsi' ? 'Etsi' : 'Mcsi'}`;

export default function OrganizationChartPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const company: Company = pageContext.company ?? DEFAULT_COMPANY;
  const chart = data.chart;
  const lang = chart?.contentLanguage ?? undefined;
  return (
    <MainLayout footer={data.footer}>
      <PageHeader title={chart?.title ?? t(titleKey(company))} lang={lang} />
      <Section>
        <Container>
          <CompanyTabs current={company} pathFor={organizationChartPath} />
          <FallbackNotice contentLanguage={chart?.contentLanguage} />
          {chart && (chart.positions?.length ?? 0) > 0 ? (
            <div lang={lang}>
              <OrgTree
                positions={chart.positions ?? []}
                links={{ company, holderSlugs: pageContext.holderSlugs ?? {} }}
                label={chart.title ?? t(titleKey(company))}
              />
              <RichText html={chart.description?.html} />
            </div>
          ) : chart ? (
            // A chart kept as a picture only (before positions existed, or not yet entered).
            <figure lang={lang} style={{ margin: 0 }}>
              <CmsImage image={chart.chart} alt={chart.title ?? t(titleKey(company))} />
              <figcaption>
                <RichText html={chart.description?.html} />
              </figcaption>
            </figure>
          ) : (
            <p>{t('common.empty')}</p>
          )}
        </Container>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t, context) => ({
  title: data.chart?.title ?? t(titleKey(context.company ?? DEFAULT_COMPANY)),
  description: t('descriptions.organization', { company: t(`company.${context.company ?? DEFAULT_COMPANY}`) }),
}));

export const query = graphql`
  query OrganizationChartPage($language: String!, $company: String!) {
    ...PageFrame
    chart: strapiOrganizationChart(language: { eq: $language }, company: { eq: $company }) {
      contentLanguage
      title
      positions {
        title
        level
        holder
      }
      description {
        html
      }
      chart {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 1140, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
