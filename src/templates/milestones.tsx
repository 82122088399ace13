import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { CmsImage } from '../components/content/cms-image';
import { CollectionPage } from '../components/content/collection-page';
import { pageHead } from '../components/page-head';
import { colors } from '../theme/tokens';

type Data = Queries.MilestonesPageQuery;

export default function MilestonesPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const milestones = data.milestones.nodes;
  return (
    <CollectionPage
      footer={data.footer}
      title={t('pages.milestones')}
      lead={t('descriptions.milestones')}
      isEmpty={milestones.length === 0}
      emptyText={t('common.empty')}
    >
      <Timeline>
        {milestones.map((milestone) => (
          <li key={milestone.documentId} lang={milestone.contentLanguage}>
            <Year>{milestone.year}</Year>
            <div>
              <h2>{milestone.title}</h2>
              <p>{milestone.description}</p>
              <CmsImage image={milestone.image} localisedAlt={milestone.imageAlt} className="image" />
            </div>
          </li>
        ))}
      </Timeline>
    </CollectionPage>
  );
}

export const Head = pageHead<Data>((_data, t) => ({ title: t('pages.milestones'), description: t('descriptions.milestones') }));

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.5rem;
  border-left: 3px solid ${colors.primary};
  li {
    position: relative;
    display: grid;
    gap: 0.25rem;
    padding: 0 0 2.5rem 1.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: -2.05rem;
    top: 0.35rem;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${colors.white};
    border: 4px solid ${colors.primary};
  }
  h2 {
    font-size: 1.25rem;
  }
  .image {
    max-width: 480px;
    border-radius: 8px;
  }
`;

const Year = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 800;
  color: ${colors.primaryDark};
`;

export const query = graphql`
  query MilestonesPage($language: String!) {
    ...PageFrame
    milestones: allStrapiMilestone(filter: { language: { eq: $language } }, sort: [{ year: ASC }, { order: ASC }]) {
      nodes {
        documentId
        contentLanguage
        year
        title
        description
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;
