import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LANGUAGES } from '../../i18n/languages';
import { storeLanguagePreference } from '../../i18n/preference';
import { useLanguage } from '../../i18n/use-language';
import { colors } from '../../theme/tokens';
import { choiceLink } from '../content/buttons';
import { LocalisedLink } from '../localised-link';

/**
 * ID / EN with flags: the same page (same detail entry) in the other language. The accessible
 * name starts with the visible code ("EN – Switch language to English"): voice-control users say
 * what they see.
 */
export function LanguageSwitcher(): React.ReactElement {
  const { t } = useTranslation();
  const { originalPath } = useI18next();
  const current = useLanguage();

  return (
    <Switcher aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <LocalisedLink
            to={originalPath}
            language={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => storeLanguagePreference(language)}
          >
            <img src={`/flags/${language}.svg`} alt="" width={20} height={14} />
            <span>{language.toUpperCase()}</span>
            <span className="visually-hidden"> – {t('language.switchTo', { language: t(`language.${language}`) })}</span>
          </LocalisedLink>
        </li>
      ))}
    </Switcher>
  );
}

const Switcher = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  a {
    ${choiceLink(colors.primary)}
    gap: 0.35rem;
    padding: 0 0.5rem;
    border-radius: 6px;
    font-weight: 600;
    font-size: 0.9rem;
    color: inherit;
  }
  img {
    border: 1px solid rgba(0, 0, 0, 0.15);
  }
`;
