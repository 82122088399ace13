import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { colors } from '../../theme/tokens';
import { Icon } from '../icons';
import { LocalisedLink } from '../localised-link';

/** The floating 'Contact Us' button: the contact page in the current language. */
export function FloatingActions(): React.ReactElement {
  const { t } = useTranslation();
  return (
    <Actions>
      <LocalisedLink to="/contact" className="contact">
        <Icon name="mail" size={20} />
        <span>{t('actions.contactUs')}</span>
      </LocalisedLink>
    </Actions>
  );
}

const Actions = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.6rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 48px;
    padding: 0 1.1rem;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
    color: ${colors.white};
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  }
  .contact {
    background: ${colors.primary};
  }
  .contact:hover {
    background: ${colors.primaryDark};
    color: ${colors.white};
  }
`;
