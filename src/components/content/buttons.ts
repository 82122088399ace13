import { css } from 'styled-components';
import { colors } from '../../theme/tokens';

/** The site's main call-to-action button: red, 44 px or taller, darker on hover. */
export const primaryButton = css`
  min-height: 48px;
  padding: 0 1.5rem;
  border: 0;
  border-radius: 6px;
  background: ${colors.primary};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${colors.primaryDark};
  }
`;
