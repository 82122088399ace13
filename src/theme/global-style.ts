import { createGlobalStyle } from 'styled-components';
import { colors, floatingActionsClearance, fonts, media, sizes } from './tokens';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Focus and anchors scroll clear of the sticky navbar and of the floating buttons. */
    scroll-padding-top: ${sizes.navbarHeightCompact}px;
    scroll-padding-bottom: ${floatingActionsClearance}px;
    ${media.lg} { scroll-padding-top: ${sizes.navbarHeight}px; }
  }
  body {
    /* Whatever the CMS puts in a page — a long e-mail address, URL or compound word — wraps inside
       its box instead of widening the page; unlike break-word, anywhere also lets flex and grid
       items (and table columns) shrink below the length of such a word. */
    overflow-wrap: anywhere;
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.background};
  }
  img, video { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  pre { white-space: pre-wrap; }
  h1, h2, h3, h4 { line-height: 1.25; color: ${colors.secondary}; margin: 0 0 0.75em; }
  h1 { font-size: 2rem; ${media.md} { font-size: 2.5rem; } }
  h2 { font-size: 1.5rem; ${media.md} { font-size: 1.75rem; } }
  h3 { font-size: 1.2rem; }
  p { margin: 0 0 1em; }
  a { color: ${colors.primaryDark}; text-underline-offset: 0.15em; }
  a:hover { color: ${colors.primary}; }
  /* Two tones, so the ring shows on light and dark backgrounds alike. */
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 0; box-shadow: 0 0 0 6px ${colors.secondary}; border-radius: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  #nprogress .bar { height: 3px !important; }
  #nprogress.failed .bar { background: ${colors.danger} !important; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`;
