import React from 'react';

/** Gatsby's runtime is not available in unit tests: links become anchors, queries no-ops. */
export const graphql = (): void => undefined;
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, ...rest },
  ref,
) {
  // The children arrive through `rest`, as with Gatsby's own Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} {...rest} />;
});
