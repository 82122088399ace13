import React from 'react';
import { Link, type GatsbyLinkProps } from 'gatsby';
import { localisedPath } from '../i18n/localised-path';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';

type Props = Omit<GatsbyLinkProps<unknown>, 'to' | 'ref'> & {
  /** A language-neutral site path from the route table, e.g. `/about`. */
  to: string;
  /** Defaults to the current page's language. */
  language?: Language;
};

/** A Gatsby link to a page of this site, in the current (or the given) language. */
export function LocalisedLink({ to, language, ...rest }: Props): React.ReactElement {
  const current = useLanguage();
  const target = language ?? current;
  return <Link {...rest} to={localisedPath(to, target)} hrefLang={language ? target : undefined} />;
}
