import styled from 'styled-components';
import { colors } from '../../theme/tokens';

/** A content card: image on top, text below; the whole card lifts on hover. */
export const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${colors.white};
  border: 1px solid ${colors.border};
  border-radius: 12px;
  overflow: hidden;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  &:hover,
  &:focus-within {
    box-shadow: 0 10px 24px rgba(11, 60, 73, 0.12);
    transform: translateY(-2px);
  }
  h2,
  h3 {
    font-size: 1.15rem;
    margin-bottom: 0.5rem;
  }
`;

export const CardBody = styled.div`
  padding: 1.25rem;
  display: flex;
  flex-direction: column;
  flex: 1;
  p:last-child {
    margin-bottom: 0;
  }
`;

export const Meta = styled.p`
  font-size: 0.9rem;
  color: ${colors.textMuted};
  margin-bottom: 0.5rem;
`;

/** A link that reads as a call to action; its accessible name can carry the full context. */
export const MoreLink = styled.a`
  margin-top: auto;
  padding-top: 0.75rem;
  font-weight: 700;
`;
