import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { SimplePage } from '../components/content/simple-page';
import { MainLayout } from '../components/layout/layouts';
import { pageHead } from '../components/page-head';
import { useTranslation } from 'gatsby-plugin-react-i18next';

type Data = Queries.PrivacyPolicyPageQuery;

export default function PrivacyPolicyPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const page = data.page;
  return (
    <MainLayout footer={data.footer}>
      <SimplePage
        title={page?.title ?? t('pages.privacyPolicy')}
        html={page?.body?.html ?? t('common.empty')}
        image={page?.image}
        contentLanguage={page?.contentLanguage}
      />
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t) => ({
  title: data.page?.seo?.metaTitle ?? data.page?.title ?? t('pages.privacyPolicy'),
  description: data.page?.seo?.metaDescription,
}));

export const query = graphql`
  query PrivacyPolicyPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Translations
    }
    footer: strapiFooter(language: { eq: $language }) {
      ...FooterFields
    }
    page: strapiPrivacyPolicy(language: { eq: $language }) {
      contentLanguage
      title
      body {
        html
      }
      image {
        ...PageImage
      }
      seo {
        metaTitle
        metaDescription
      }
    }
  }
`;
