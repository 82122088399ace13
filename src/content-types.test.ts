/**
 * @jest-environment node
 */
import path from 'node:path';
import { CONTENT_TYPES } from '@site/contracts/content-types';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';

/** The names contracts/src/content-types.ts gives the site's node types are those the source plugin creates. */
describe('CONTENT_TYPES', () => {
  const sourced = readContentModel(path.join(__dirname, '..', 'cms')).contentTypes;

  it.each(sourced.map((type) => [type.uid, type]))('names %s as the source plugin does', (uid, type) => {
    const entry = Object.values(CONTENT_TYPES).find((candidate) => candidate.uid === uid);
    expect(entry?.gatsbyType).toBe(nodeTypeName(type.singularName));
  });

  it('gives a node name to the sourced types only', () => {
    const named = Object.values(CONTENT_TYPES)
      .filter((type) => type.gatsbyType !== null)
      .map((type) => type.uid);
    expect(named.sort()).toEqual(sourced.map((type) => type.uid).sort());
  });
});
