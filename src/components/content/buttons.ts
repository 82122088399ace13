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

/**
 * A link among choices (company tabs, news pages, languages): a 44 px touch target, the current
 * one (`aria-current`) filled with `fill`. Callers add their own padding, border and shape.
 */
export const choiceLink = (fill: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  text-decoration: none;
  &[aria-current='page'],
  &[aria-current='true'] {
    background: ${fill};
    border-color: ${fill};
    color: ${colors.white};
  }
`;
