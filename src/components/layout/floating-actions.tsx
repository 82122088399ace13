import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/use-language';
import { useWhatsappLink } from '../../runtime/use-whatsapp-link';
import { colors } from '../../theme/tokens';
import { Icon } from '../icons';
import { LocalisedLink } from '../localised-link';

/**
 * The floating buttons: 'Contact Us' (the contact page in the current language) and 'Whatsapp'
 * (a new window to wa.me; shown only once a valid number for the language has arrived).
 */
export function FloatingActions(): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const whatsapp = useWhatsappLink(language);
  return (
    <Actions>
      {whatsapp && (
        <button
          type="button"
          className="whatsapp"
          aria-label={t('actions.whatsappLabel')}
          data-href={whatsapp}
          onClick={() => window.open(whatsapp, '_blank', 'noopener,noreferrer')}
        >
          <Icon name="whatsapp" size={22} />
          <span>{t('actions.whatsapp')}</span>
        </button>
      )}
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
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 48px;
    padding: 0 1.1rem;
    border: 0;
    border-radius: 999px;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    color: ${colors.white};
    cursor: pointer;
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  }
  .contact {
    background: ${colors.primary};
  }
  .contact:hover {
    background: ${colors.primaryDark};
    color: ${colors.white};
  }
  .whatsapp {
    /* Above the contact button without moving it when it appears (no layout shift). */
    position: absolute;
    right: 0;
    bottom: calc(100% + 0.6rem);
    white-space: nowrap;
    background: ${colors.whatsapp};
  }
  .whatsapp:hover {
    background: ${colors.whatsappDark};
  }
`;
