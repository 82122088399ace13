import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SimplePage } from '../components/content/simple-page';
import { MainLayout } from '../components/layout/layouts';
import { pageHead } from '../components/page-head';
import type { SitePageContext } from '../i18n/page-context';

type Data = Queries.RichPageQuery;

/** Any CMS single type that is simply a page (StrapiPage): profile, privacy policy, terms. */
export default function RichPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const page = data.page;
  return (
    <MainLayout footer={data.footer}>
      <SimplePage
        title={page?.title ?? t(`pages.${pageContext.labelKey}`)}
        html={page?.body?.html || t('common.empty')}
        image={page?.image}
        imageAlt={page?.imageAlt}
        contentLanguage={page?.contentLanguage}
      />
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t, context) => ({
  title: data.page?.seo?.metaTitle ?? data.page?.title ?? t(`pages.${context.labelKey}`),
  // A page the editors gave no description still describes itself to search engines.
  description: data.page?.seo?.metaDescription || t(`descriptions.${context.labelKey}`),
}));

export const query = graphql`
  query RichPage($language: String!, $nodeType: String!) {
    ...PageFrame
    page: strapiPage(language: { eq: $language }, internal: { type: { eq: $nodeType } }) {
      ...PageFields
      imageAlt
      image {
        ...PageImage
      }
    }
  }
`;
