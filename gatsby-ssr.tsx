import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageErrorBoundary } from './src/components/error-page';
import { HOME_REDIRECT_SCRIPT } from './src/runtime/language-preference';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageErrorBoundary>{element}</PageErrorBoundary>;

/** The home page alone carries the stored-English-preference redirect, inline in <head>. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (pathname === '/') {
    setHeadComponents([<script key="language-redirect" dangerouslySetInnerHTML={{ __html: HOME_REDIRECT_SCRIPT }} />]);
  }
};
