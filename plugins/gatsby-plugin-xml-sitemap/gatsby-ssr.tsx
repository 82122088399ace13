import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { SITEMAP_INDEX_PATH } from '@site/contracts/site-paths';

/** Every page names the sitemap in its head (`<link rel="sitemap">`), as robots.txt does. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<link key="xml-sitemap" rel="sitemap" type="application/xml" href={withPrefix(SITEMAP_INDEX_PATH)} />]);
};
