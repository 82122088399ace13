import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { useOnline } from '../../runtime/use-online';
import { colors, sizes } from '../../theme/tokens';

/** A toast while the browser is offline; the live region announces it. */
export function OfflineNotice(): React.ReactElement {
  const { t } = useTranslation();
  const online = useOnline();
  return <Toast role="status">{online ? null : <p>{t('network.offline')}</p>}</Toast>;
}

const Toast = styled.div`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 60;
  max-width: min(${sizes.toastMaxWidth}px, calc(100vw - 2rem));
  p {
    margin: 0;
    padding: 0.85rem 1rem;
    border-radius: 8px;
    background: ${colors.secondary};
    color: ${colors.white};
    box-shadow: 0 8px 20px rgba(0, 0, 0, 0.25);
  }
`;
