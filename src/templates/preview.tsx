import React, { Suspense, useEffect } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ContentModel } from 'gatsby-source-strapi-i18n/content-model';
import { Container, Section } from '../components/content/container';
import { PageHeader } from '../components/content/page-header';
import { MainLayout } from '../components/layout/layouts';
import { Seo } from '../components/seo';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import type { SitePageContext } from '../i18n/page-context';
import { translator } from '../i18n/translator';
import { PREVIEW_TEMPLATES } from '../preview/templates';
import { usePreview } from '../preview/use-preview';
import { PREVIEW_PATH } from '../routes';
import { colors } from '../theme/tokens';

type Data = Queries.PreviewPageQuery;
type Context = SitePageContext & { previewModel: ContentModel };

/**
 * Editors' preview: the document a signed preview link names, fetched from the CMS at view time
 * and rendered by its public page's own template, inside that page's published data. Nothing of
 * it is in the static build; `noindex`, never cached, never in the sitemap.
 */
export default function PreviewPage({ data, pageContext }: PageProps<Data, Context>): React.ReactElement {
  const { t } = useTranslation();
  const { result, updatedAt, live } = usePreview({
    language: pageContext.language,
    fallbackLanguage: DEFAULT_LANGUAGE,
    model: pageContext.previewModel,
    cmsUrl: process.env.GATSBY_CMS_URL ?? '',
    ownData: data,
    ownContext: pageContext,
  });
  const title = result?.ok ? result.title : null;
  useEffect(() => {
    if (title) document.title = `${t('preview.title')}: ${title}`;
  }, [title, t]);

  if (!result || !result.ok) {
    return (
      <MainLayout footer={data.footer} searchable={false} interactive>
        <PageHeader title={t('preview.title')} />
        <Section>
          <Container>
            {result ? (
              <Problem role="alert">
                {t(`preview.problems.${result.problem}`)} {result.problem !== 'no-page' && t('preview.reopen')}
              </Problem>
            ) : (
              <p role="status">{t('preview.loading')}</p>
            )}
          </Container>
        </Section>
      </MainLayout>
    );
  }

  const Template = PREVIEW_TEMPLATES[result.target.template];
  return (
    <>
      {Template && (
        <Suspense fallback={<p role="status">{t('preview.loading')}</p>}>
          <Template data={result.data} pageContext={result.pageContext} />
        </Suspense>
      )}
      <Banner aria-label={t('preview.title')}>
        <p role="status">
          {live ? t('preview.live') : t(result.status === 'draft' ? 'preview.draft' : 'preview.published')}
          {updatedAt && !live && ` ${t('preview.updated', { time: updatedAt.toLocaleTimeString(pageContext.language) })}`}
        </p>
      </Banner>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>): React.ReactElement {
  const t = translator(data.locales);
  return <Seo language={pageContext.language} path={PREVIEW_PATH} title={t('preview.title')} noindex />;
}

const Problem = styled.p`
  padding: 1rem 1.25rem;
  border-left: 4px solid ${colors.primary};
  background: ${colors.surface};
  color: ${colors.text};
`;

/** Bottom left, clear of the floating buttons on the right. */
const Banner = styled.aside`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 60;
  max-width: calc(100% - 7rem);
  padding: 0.6rem 1rem;
  border-radius: 8px;
  background: ${colors.secondary};
  color: ${colors.white};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  font-size: 0.9rem;
  font-weight: 600;
  p {
    margin: 0;
  }
`;

export const query = graphql`
  query PreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "preview"] } }) {
      ...Translations
    }
    footer: strapiFooter(language: { eq: $language }) {
      ...FooterFields
    }
  }
`;
