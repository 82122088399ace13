import React from 'react';
import { graphql } from 'gatsby';
import { formatDate } from '../../i18n/format-date';
import { useLanguage } from '../../i18n/use-language';
import { newsArticlePath } from '../../routes';
import { LocalisedLink } from '../localised-link';
import { Card, CardBody, Meta } from './cards';
import { CmsImage } from './cms-image';

export const newsCardFragment = graphql`
  fragment NewsCardFields on StrapiNews {
    documentId
    contentLanguage
    title
    slug
    date
    excerpt
    cover {
      ...CardImage
    }
  }
`;

/**
 * A news article in a list: cover, date, title linking to the article, excerpt. The first card of
 * a list page loads its cover at once (`coverLoading="eager"`): it is what a phone sees first.
 */
export function NewsCard({
  article,
  headingLevel,
  coverLoading = 'lazy',
}: {
  article: Queries.NewsCardFieldsFragment;
  headingLevel: 'h2' | 'h3';
  coverLoading?: 'eager' | 'lazy';
}): React.ReactElement {
  const language = useLanguage();
  const Heading = headingLevel;
  return (
    <Card lang={article.contentLanguage}>
      <CmsImage image={article.cover} alt="" loading={coverLoading} />
      <CardBody>
        <Meta>
          <time dateTime={article.date ?? undefined}>{formatDate(article.date, language)}</time>
        </Meta>
        <Heading>
          <LocalisedLink to={newsArticlePath(article.slug ?? '')}>{article.title}</LocalisedLink>
        </Heading>
        <p>{article.excerpt}</p>
      </CardBody>
    </Card>
  );
}
