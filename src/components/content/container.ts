import styled from 'styled-components';
import { sizes } from '../../theme/tokens';

/** The page's content column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${sizes.contentWidth}px;
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const Section = styled.section`
  padding: 3rem 0;
`;

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;
