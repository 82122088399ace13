import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { COMPANIES, type Company } from '../../routes';
import { colors } from '../../theme/tokens';
import { LocalisedLink } from '../localised-link';
import { choiceLink } from './buttons';

/** Switches a per-company page (management, organisation chart) between ETSI and MCSI. */
export function CompanyTabs({
  current,
  pathFor,
}: {
  current: Company;
  pathFor: (company: Company) => string;
}): React.ReactElement {
  const { t } = useTranslation();
  return (
    <Tabs aria-label={t('company.switch')}>
      <ul>
        {COMPANIES.map((company) => (
          <li key={company}>
            <LocalisedLink to={pathFor(company)} aria-current={company === current ? 'page' : undefined}>
              {t(`company.${company}`)}
            </LocalisedLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

const Tabs = styled.nav`
  margin-bottom: 2rem;
  ul {
    list-style: none;
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
  }
  a {
    ${choiceLink(colors.secondary)}
    padding: 0 1.25rem;
    border: 2px solid ${colors.secondary};
    border-radius: 999px;
    font-weight: 700;
    color: ${colors.secondary};
  }
`;
