import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled, { css } from 'styled-components';
import { SEARCH_PATH } from '../../routes';
import { colors, media } from '../../theme/tokens';
import { Icon } from '../icons';
import { LocalisedLink } from '../localised-link';

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The way to the site search from every page: a magnifier named by its label ("Cari", "Search"),
 * which shows beside it in the phone menu (`inMenu`) and is read by screen readers everywhere.
 */
export function SearchLink({ inMenu = false }: { inMenu?: boolean }): React.ReactElement {
  const { t } = useTranslation();
  return (
    <Link to={SEARCH_PATH} $inMenu={inMenu}>
      <Icon name="search" />
      <span className="label">{t('search.open')}</span>
    </Link>
  );
}

const Link = styled(LocalisedLink)<{ $inMenu: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  border-radius: 6px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  .label {
    ${({ $inMenu }) => ($inMenu ? '' : hidden)}
  }
  ${({ $inMenu }) =>
    $inMenu &&
    css`
      justify-content: flex-start;
      padding: 0 0.7rem;
      color: ${colors.secondary};
      ${media.lg} {
        color: inherit;
        justify-content: center;
        padding: 0;
        .label {
          ${hidden}
        }
      }
    `}
`;
