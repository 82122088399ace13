import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Container, Section } from '../components/content/container';
import { MainLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { Seo } from '../components/seo';
import type { SitePageContext } from '../i18n/page-context';
import { translator } from '../i18n/translator';
import { primaryButton } from '../components/content/buttons';
import { colors } from '../theme/tokens';

type Data = Queries.NotFoundPageQuery;

export default function NotFoundPage({ data }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  return (
    <MainLayout footer={data.footer} searchable={false} interactive>
      <Section>
        <Container>
          <Code aria-hidden="true">404</Code>
          <h1>{t('notFound.title')}</h1>
          <Actions>
            <button type="button" onClick={() => window.history.back()}>
              {t('notFound.back')}
            </button>
            <LocalisedLink to="/">{t('notFound.home')}</LocalisedLink>
          </Actions>
        </Container>
      </Section>
    </MainLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SitePageContext>): React.ReactElement {
  const t = translator(data.locales);
  return <Seo language={pageContext.language} path="/404" title={`404 — ${t('notFound.title')}`} noindex />;
}

const Code = styled.p`
  margin: 0;
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
  color: ${colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  button {
    ${primaryButton}
  }
`;

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageFrame
  }
`;
