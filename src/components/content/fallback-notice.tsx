import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { colors } from '../../theme/tokens';
import { useLanguage } from '../../i18n/use-language';

/** Shown when the page's content is the Indonesian fallback of a missing translation. */
export function FallbackNotice({ contentLanguage }: { contentLanguage: string | null | undefined }): React.ReactElement | null {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!contentLanguage || contentLanguage === language) return null;
  return <Notice role="note">{t('language.fallbackNotice')}</Notice>;
}

const Notice = styled.p`
  margin: 1.5rem 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.secondary};
  background: ${colors.surface};
  color: ${colors.text};
`;
