import React from 'react';
import styled from 'styled-components';
import { colors } from '../../theme/tokens';

/**
 * CMS rich text. The HTML was produced and sanitised at build time (the source plugin's rich-text.ts), so
 * no sanitiser ships to the browser and nothing unsafe reaches the page.
 */
export function RichText({ html, lang }: { html: string | null | undefined; lang?: string }): React.ReactElement | null {
  if (!html) return null;
  return <Prose lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const Prose = styled.div`
  max-width: 46rem;
  font-size: 1.05rem;
  h2 {
    margin-top: 1.75em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li {
    margin-bottom: 0.35em;
  }
  blockquote {
    margin: 1.5em 0;
    padding: 0.75em 1.25em;
    border-left: 4px solid ${colors.primary};
    background: ${colors.surface};
    font-style: italic;
  }
`;
