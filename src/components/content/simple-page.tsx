import React from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens';
import { CmsImage, type CmsImageData } from './cms-image';
import { Container, Section } from './container';
import { FallbackNotice } from './fallback-notice';
import { PageHeader } from './page-header';
import { RichText } from './rich-text';

interface SimplePageProps {
  title: string;
  lead?: string | null;
  html?: string | null;
  image?: CmsImageData | null;
  /** The image's alt text in the page's language (falls back to the media library's). */
  imageAlt?: string | null;
  contentLanguage?: string | null;
  children?: React.ReactNode;
}

/** A title, an optional image and rich text: profile, privacy policy, terms. */
export function SimplePage({
  title,
  lead,
  html,
  image,
  imageAlt,
  contentLanguage,
  children,
}: SimplePageProps): React.ReactElement {
  const lang = contentLanguage ?? undefined;
  return (
    <article>
      <PageHeader title={title} lead={lead} lang={lang} />
      <Section>
        <Layout $withImage={Boolean(image?.localFile)}>
          <div>
            <FallbackNotice contentLanguage={contentLanguage} />
            <RichText html={html} lang={lang} />
            {children}
          </div>
          {image?.localFile && <CmsImage image={image} localisedAlt={imageAlt} className="page-image" />}
        </Layout>
      </Section>
    </article>
  );
}

const Layout = styled(Container)<{ $withImage: boolean }>`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '3fr 2fr' : '1fr')};
    align-items: start;
  }
  .page-image {
    border-radius: 12px;
  }
`;
