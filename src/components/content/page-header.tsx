import React from 'react';
import styled from 'styled-components';
import { colors, media } from '../../theme/tokens';
import { Container } from './container';

/** The page's title band: the only h1 of the page, with an optional lead paragraph. */
export function PageHeader({ title, lead, lang }: { title: string; lead?: string | null; lang?: string }): React.ReactElement {
  return (
    <Band>
      <Container lang={lang}>
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
      </Container>
    </Band>
  );
}

const Band = styled.div`
  background: linear-gradient(120deg, ${colors.secondary} 0%, ${colors.secondaryLight} 100%);
  color: ${colors.white};
  padding: 2.5rem 0 2rem;
  ${media.md} {
    padding: 3.5rem 0 3rem;
  }
  h1 {
    color: ${colors.white};
    margin: 0;
  }
`;

const Lead = styled.p`
  margin: 0.75rem 0 0;
  max-width: 46rem;
  font-size: 1.15rem;
  color: #e3eef1;
`;
