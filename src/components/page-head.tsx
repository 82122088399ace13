import React from 'react';
import type { HeadProps } from 'gatsby';
import type { SitePageContext } from '../i18n/page-context';
import { translator, type Translate } from '../i18n/translator';
import { Seo } from './seo';

interface PageMeta {
  title: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

type WithLocales = { readonly locales: Parameters<typeof translator>[0] };

/** Builds a template's Gatsby `Head` from its page data: one line per template. */
export function pageHead<Data extends WithLocales>(meta: (data: Data, t: Translate, context: SitePageContext) => PageMeta) {
  return function Head({ data, pageContext }: HeadProps<Data, SitePageContext>): React.ReactElement {
    const t = translator(data.locales);
    return <Seo language={pageContext.language} path={pageContext.i18n.originalPath} {...meta(data, t, pageContext)} />;
  };
}
