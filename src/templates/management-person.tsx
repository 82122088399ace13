import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { CmsImage } from '../components/content/cms-image';
import { Container, Section } from '../components/content/container';
import { FallbackNotice } from '../components/content/fallback-notice';
import { RichText } from '../components/content/rich-text';
import { SinglePageLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import type { SitePageContext } from '../i18n/page-context';
import { DEFAULT_COMPANY, managementListPath } from '../routes';
import { colors, media } from '../theme/tokens';

type Data = Queries.ManagementPersonPageQuery;

export default function ManagementPersonPage({ data, pageContext }: PageProps<Data, SitePageContext>): React.ReactElement {
  const { t } = useTranslation();
  const person = data.person;
  const lang = person?.contentLanguage ?? undefined;
  return (
    <SinglePageLayout footer={data.footer}>
      <Section>
        <Profile as="article" lang={lang}>
          <CmsImage image={person?.photo} alt={person?.name ?? ''} className="photo" loading="eager" />
          <div>
            <Company>{t(`company.${pageContext.company ?? DEFAULT_COMPANY}`)}</Company>
            <h1>{person?.name}</h1>
            <Position>{person?.position}</Position>
            <FallbackNotice contentLanguage={person?.contentLanguage} />
            <RichText html={person?.description?.html} />
            <p>
              <LocalisedLink to={managementListPath(pageContext.company ?? DEFAULT_COMPANY)}>
                {t('management.backToList')}
              </LocalisedLink>
            </p>
          </div>
        </Profile>
      </Section>
    </SinglePageLayout>
  );
}

export const Head = pageHead<Data>((data) => ({
  title: `${data.person?.name ?? ''} — ${data.person?.position ?? ''}`,
  description: data.person?.description?.markdown?.slice(0, 160),
  type: 'article',
}));

const Profile = styled(Container)`
  display: grid;
  gap: 2rem;
  ${media.md} {
    grid-template-columns: 320px 1fr;
    align-items: start;
  }
  .photo {
    border-radius: 12px;
  }
`;

const Company = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 700;
  color: ${colors.primaryDark};
  letter-spacing: 0.05em;
`;

const Position = styled.p`
  font-size: 1.2rem;
  color: ${colors.textMuted};
`;

export const query = graphql`
  query ManagementPersonPage($language: String!, $slug: String!, $company: String!) {
    ...PageFrame
    person: strapiManagement(language: { eq: $language }, slug: { eq: $slug }, company: { eq: $company }) {
      contentLanguage
      name
      position
      description {
        html
        markdown
      }
      photo {
        ...PortraitImage
      }
    }
  }
`;
