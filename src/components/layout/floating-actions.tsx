import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/use-language';
import { useWhatsappLink } from '../../runtime/use-whatsapp-link';
import { colors, media, sizes } from '../../theme/tokens';
import { LocalisedLink } from '../localised-link';
import { ChannelIcon } from './channel-icons';

/**
 * The floating buttons: 'Contact Us' (the contact page in the current language) and 'Whatsapp'
 * (a new window to wa.me; shown only once a valid number for the language has arrived). A
 * complementary landmark of their own; on phones compact round icons (the label stays their
 * accessible name), so they cover as little of the page as they can.
 */
export function FloatingActions(): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const whatsapp = useWhatsappLink(language);
  return (
    <Actions aria-label={t('actions.label')}>
      {whatsapp && (
        <button
          type="button"
          className="whatsapp"
          data-href={whatsapp}
          onClick={() => window.open(whatsapp, '_blank', 'noopener,noreferrer')}
        >
          <ChannelIcon name="whatsapp" size={22} />
          <span className="label">
            {t('actions.whatsapp')}
            <span className="visually-hidden"> {t('actions.whatsappHint')}</span>
          </span>
        </button>
      )}
      <LocalisedLink to="/contact" className="contact">
        <ChannelIcon name="mail" size={20} />
        <span className="label">{t('actions.contactUs')}</span>
      </LocalisedLink>
    </Actions>
  );
}

const Actions = styled.aside`
  position: fixed;
  right: ${sizes.floatingActionsOffset}px;
  bottom: ${sizes.floatingActionsOffset}px;
  z-index: 40;
  /* While a visitor types in a form field they step aside: they would cover the field (a tall
     message box is only partly scrolled into view), and on phones sit on the keyboard. Still
     focusable: Tab brings them back. */
  body:has(:is(input, textarea, select):focus) & {
    opacity: 0;
    pointer-events: none;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: ${sizes.floatingActionButton}px;
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
  /* Phones: round 48 px icons; the label is read, not shown. */
  a,
  button {
    justify-content: center;
    width: ${sizes.floatingActionButton}px;
    padding: 0;
  }
  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${media.md} {
    a,
    button {
      width: auto;
      padding: 0 1.1rem;
    }
    .label {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
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
    bottom: calc(100% + ${sizes.floatingActionsGap}px);
    white-space: nowrap;
    background: ${colors.whatsapp};
  }
  .whatsapp:hover {
    background: ${colors.whatsappDark};
  }
`;
