import React from 'react';
import styled from 'styled-components';
import { positionTree, type Position, type PositionNode } from '../../org-chart/position-tree';
import { managementPersonPath, type Company } from '../../routes';
import { colors } from '../../theme/tokens';
import { LocalisedLink } from '../localised-link';

interface Links {
  company: Company;
  /** The slug of the page of each holder who has one (src/org-chart/holder-pages.ts). */
  holderSlugs: Readonly<Record<string, string>>;
}

function Branch({ node, links }: { node: PositionNode; links: Links }): React.ReactElement {
  const slug = node.holder ? links.holderSlugs[node.holder] : undefined;
  return (
    <li>
      <div className="box">
        <span className="title">{node.title}</span>
        {node.holder && (
          <span className="holder">
            {slug ? <LocalisedLink to={managementPersonPath(links.company, slug)}>{node.holder}</LocalisedLink> : node.holder}
          </span>
        )}
      </div>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child, index) => (
            <Branch key={`${child.title}-${index}`} node={child} links={links} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An organisation chart as nested lists (what a screen reader announces as levels), drawn as a
 * tree with CSS lines: indented, so it reads top to bottom on a phone as on a wide screen. A
 * holder who has a page in the company's management links to it.
 */
export function OrgTree({
  positions,
  links,
  label,
}: {
  positions: ReadonlyArray<Position | null>;
  links: Links;
  label: string;
}): React.ReactElement | null {
  const tree = positionTree(positions);
  if (tree.length === 0) return null;
  return (
    <Tree aria-label={label}>
      {tree.map((node, index) => (
        <Branch key={`${node.title}-${index}`} node={node} links={links} />
      ))}
    </Tree>
  );
}

const LINE = `2px solid ${colors.border}`;

const Tree = styled.ul`
  list-style: none;
  margin: 1.5rem 0 2rem;
  padding: 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 0 1.25rem;
  }
  ul > li {
    position: relative;
    padding: 0.6rem 0 0 1.5rem;
  }
  /* The line down from the position above, and the branch to this box. */
  ul > li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0;
    bottom: 0;
    border-left: ${LINE};
  }
  ul > li:last-child::before {
    bottom: auto;
    height: 1.9rem;
  }
  ul > li::after {
    content: '';
    position: absolute;
    left: 0;
    top: 1.9rem;
    width: 1.5rem;
    border-top: ${LINE};
  }
  .box {
    display: inline-flex;
    flex-direction: column;
    max-width: 100%;
    padding: 0.55rem 0.9rem;
    background: ${colors.white};
    border: 2px solid ${colors.secondary};
    border-radius: 8px;
  }
  .title {
    font-weight: 700;
    color: ${colors.secondary};
  }
  .holder {
    font-size: 0.9rem;
    color: #52606d;
    a {
      color: inherit;
      text-decoration: underline;
      text-underline-offset: 0.15em;
    }
  }
  > li > .box {
    background: ${colors.secondary};
    .title,
    .holder {
      color: ${colors.white};
    }
  }
`;
