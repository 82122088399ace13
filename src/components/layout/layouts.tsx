import React from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { GlobalStyle } from '../../theme/global-style';
import { colors, media, sizes } from '../../theme/tokens';
import { useServerHtml } from '../../runtime/server-html';
import { Container } from '../content/container';
import { Icon } from '../icons';
import { FloatingActions, Footer, OfflineNotice, ParticleBackground } from './deferred';
import type { FooterData } from './footer';
import { LanguageSwitcherInTurn, Navbar, SearchLinkInTurn } from './navbar';

interface LayoutProps {
  footer: FooterData | null | undefined;
  children: React.ReactNode;
  /**
   * The page's content belongs in the site search (data-pagefind-body): true but for pages that
   * only lead elsewhere or are no content (search, sitemap, news list pages, preview, 404).
   */
  searchable?: boolean;
  /**
   * The page's content has controls of its own (a form, a button) and is hydrated. Other pages'
   * content keeps its server HTML in the browser, without code (src/runtime/server-html.ts).
   */
  interactive?: boolean;
}

interface MainLayoutProps extends LayoutProps {
  /** The page opens with a hero that runs up under a transparent navbar (home). */
  hero?: boolean;
}

function SkipLink(): React.ReactElement {
  const { t } = useTranslation();
  return <Skip href="#main">{t('site.skipToContent')}</Skip>;
}

/** The page's `<main>` content: its children, or the server's HTML of a page without controls. */
function useContent(children: React.ReactNode, interactive: boolean) {
  const { path } = useI18next();
  const serverHtml = useServerHtml('main', path);
  return !interactive && serverHtml ? serverHtml : { children };
}

/** Navbar, the page, the footer and the floating actions. */
export function MainLayout({
  footer,
  children,
  hero = false,
  searchable = true,
  interactive = false,
}: MainLayoutProps): React.ReactElement {
  const content = useContent(children, interactive);
  return (
    <>
      <GlobalStyle />
      <SkipLink />
      <Navbar overHero={hero} />
      <Main id="main" tabIndex={-1} $underNavbar={hero} data-pagefind-body={searchable ? '' : undefined} {...content} />
      <Footer data={footer} />
      <FloatingActions />
      <OfflineNotice />
      <ParticleBackground />
    </>
  );
}

/** Detail pages: a back arrow (history back), the page and the footer. */
export function SinglePageLayout({ footer, children, searchable = true, interactive = false }: LayoutProps): React.ReactElement {
  const { t } = useTranslation();
  const content = useContent(children, interactive);
  return (
    <>
      <GlobalStyle />
      <SkipLink />
      <BackBar>
        <Container>
          <BackButton type="button" onClick={() => window.history.back()}>
            <Icon name="arrowLeft" />
            <span>{t('common.back')}</span>
          </BackButton>
          <Tools>
            <SearchLinkInTurn />
            <LanguageSwitcherInTurn />
          </Tools>
        </Container>
      </BackBar>
      <main id="main" tabIndex={-1} data-pagefind-body={searchable ? '' : undefined} {...content} />
      <Footer data={footer} />
      <OfflineNotice />
    </>
  );
}

const Skip = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${colors.secondary};
  color: ${colors.white};
  border-radius: 0 0 6px 6px;
  &:focus {
    top: 0;
    color: ${colors.white};
  }
`;

const Main = styled.main<{ $underNavbar: boolean }>`
  padding-top: ${({ $underNavbar }) => ($underNavbar ? 0 : sizes.navbarHeightCompact)}px;
  min-height: 60vh;
  ${media.lg} {
    padding-top: ${({ $underNavbar }) => ($underNavbar ? 0 : sizes.navbarHeight)}px;
  }
  &:focus {
    outline: none;
  }
`;

const BackBar = styled.header`
  border-bottom: 1px solid ${colors.border};
  background: ${colors.white};
  color: ${colors.secondary};
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 56px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${colors.secondary};
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;
