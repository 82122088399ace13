import React, { useEffect, useState } from 'react';
import { Link, graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { primaryButton } from '../components/content/buttons';
import { Container, Section } from '../components/content/container';
import { PageHeader } from '../components/content/page-header';
import { MainLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import { formatDate } from '../i18n/format-date';
import { localisedPath, normalisePath } from '../i18n/localised-path';
import { useLanguage } from '../i18n/use-language';
import { SEARCH_PATH } from '../routes';
import { MAX_QUERY_LENGTH, excerptParts, wordsFound } from '../search/search-query';
import { useSiteSearch, type FoundPage, type SearchState } from '../search/use-site-search';
import { colors } from '../theme/tokens';

type Data = Queries.SearchPageQuery;

/** What the status line says about the search (read out as it changes). */
function useStatus(state: SearchState): React.ReactNode {
  const { t } = useTranslation();
  switch (state.status) {
    case 'hint':
      return t(state.reason === 'short' ? 'search.hintShort' : 'search.hintEmpty');
    case 'searching':
      return t('search.searching');
    case 'unavailable':
      return (
        <>
          {t('search.unavailable')} <LocalisedLink to="/sitemap">{t('search.sitemap')}</LocalisedLink>
        </>
      );
    case 'found':
      return state.total === 0 ? (
        <>
          {t('search.none', { term: state.term })} <LocalisedLink to="/sitemap">{t('search.sitemap')}</LocalisedLink>
        </>
      ) : (
        t('search.results', { count: state.total, term: state.term })
      );
  }
}

function Result({ page }: { page: FoundPage }): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = wordsFound(page.excerpt);
  return (
    <li>
      <h2>
        <Link to={normalisePath(page.url)}>{page.title}</Link>
      </h2>
      {page.date && <time dateTime={page.date}>{formatDate(page.date, language)}</time>}
      <p>{excerptParts(page.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</p>
      {words.length > 0 && <p className="found">{t('search.found', { words: words.join(', ') })}</p>}
    </li>
  );
}

/**
 * The form, the status line and the results. Its state lives here, below the layout: an update
 * (a search from ?q= at once on load) re-renders this, not the layout's parts still waiting to
 * hydrate.
 */
function SiteSearch(): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, search, more } = useSiteSearch();
  const status = useStatus(state);
  const [typed, setTyped] = useState('');

  // A search sent from elsewhere (or this form without JavaScript): /search?q=…. The query string
  // exists in the browser only, after hydration: the static page renders the empty form.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('q') ?? '';
    if (asked) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the URL, see above
      setTyped(asked.slice(0, MAX_QUERY_LENGTH));
      search(asked);
    }
  }, [search]);

  const change = (value: string) => {
    setTyped(value);
    search(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <Form
        role="search"
        action={localisedPath(SEARCH_PATH, language)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search(typed);
        }}
      >
        <label htmlFor="search-terms">{t('search.label')}</label>
        <div className="field">
          <input
            id="search-terms"
            type="search"
            name="q"
            value={typed}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => change(event.target.value)}
          />
          <button type="submit">{t('search.submit')}</button>
        </div>
      </Form>
      <noscript>
        <p>
          {t('search.noscript')} <LocalisedLink to="/sitemap">{t('search.sitemap')}</LocalisedLink>
        </p>
      </noscript>
      <Status role="status">{status}</Status>
      {state.status === 'found' && state.pages.length > 0 && (
        <>
          <Results>
            {state.pages.map((page) => (
              <Result key={page.url} page={page} />
            ))}
          </Results>
          {state.pages.length < state.total && (
            <More type="button" onClick={more}>
              {t('search.more')}
            </More>
          )}
        </>
      )}
    </>
  );
}

/** The site search of one language: results as the visitor types, from the index built with the site. */
export default function SearchPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  return (
    <MainLayout footer={data.footer} searchable={false} interactive>
      <PageHeader title={t('pages.search')} lead={t('descriptions.search')} />
      <Section>
        <Container>
          <SiteSearch />
        </Container>
      </Section>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((_data, t) => ({ title: t('pages.search'), description: t('descriptions.search') }));

const Form = styled.form`
  max-width: 720px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  .field {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 0.9rem;
    font: inherit;
    border: 2px solid ${colors.secondary};
    border-radius: 8px;
  }
  button {
    ${primaryButton}
  }
`;

const Status = styled.p`
  margin: 1.25rem 0;
  font-weight: 600;
`;

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 820px;
  li {
    padding: 1.25rem 0;
    border-top: 1px solid ${colors.border};
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  time {
    display: block;
    font-size: 0.9rem;
    color: #52606d;
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  mark {
    background: #fde68a;
    color: inherit;
  }
  .found {
    font-size: 0.9rem;
    color: #52606d;
  }
`;

const More = styled.button`
  min-height: 44px;
  padding: 0 1.25rem;
  font: inherit;
  font-weight: 600;
  color: ${colors.secondary};
  background: ${colors.white};
  border: 2px solid ${colors.secondary};
  border-radius: 8px;
  cursor: pointer;
`;

export const query = graphql`
  query SearchPage($language: String!) {
    ...PageFrame
  }
`;
