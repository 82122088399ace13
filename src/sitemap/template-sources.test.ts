/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { TEMPLATE_SOURCES } from './sitemap-entries';

/**
 * TEMPLATE_SOURCES (what dates a page in the XML sitemap) is what each template's page query reads:
 * its root fields, typed by the site's GraphQL schema (src/gatsby-types.d.ts, generated from it and
 * held to it by `npm test`). A field added to a query without its type here fails, naming both.
 */
const ROOT = path.join(__dirname, '..', '..');
const TEMPLATES = path.join(ROOT, 'src', 'templates');

/** The schema's Query fields and the node type each answers (a connection's, a list's, one). */
function queryFieldTypes(): Map<string, string> {
  const types = fs.readFileSync(path.join(ROOT, 'src', 'gatsby-types.d.ts'), 'utf8');
  const query = /^type Query = \{\n([\s\S]*?)\n\};/m.exec(types)?.[1];
  if (!query) throw new Error('src/gatsby-types.d.ts has no Query type');
  return new Map(
    [...query.matchAll(/^\s+readonly (\w+): (.+);$/gm)].map(([, field, type]) => [
      field,
      type.replace(/Maybe<|ReadonlyArray<|>/g, '').replace(/Connection$/, ''),
    ]),
  );
}

/** The root fields of a template's page query. */
function rootFields(template: string): string[] {
  const source = fs.readFileSync(path.join(TEMPLATES, `${template}.tsx`), 'utf8');
  const queries = [...source.matchAll(/graphql`([\s\S]*?)`/g)]
    .map(([, text]) => parse(text).definitions)
    .flat()
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return queries.flatMap((operation) =>
    operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : [])),
  );
}

/** Read by every page (the footer), or named by the page's context (a single type's page: StrapiPage). */
const NOT_A_TEMPLATES_OWN = new Set(['StrapiFooter', 'StrapiPage']);

describe("the sitemap's sources of each template", () => {
  const fieldTypes = queryFieldTypes();

  it('name every template, and only templates', () => {
    const files = fs
      .readdirSync(TEMPLATES)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(Object.keys(TEMPLATE_SOURCES).sort()).toEqual(files.sort());
  });

  it.each(Object.keys(TEMPLATE_SOURCES))('are what the %s template’s query reads', (template) => {
    const read = rootFields(template).map((field) => {
      const type = fieldTypes.get(field);
      if (!type) throw new Error(`${template}: the schema's Query has no field ${field}`);
      return type;
    });
    const own = [...new Set(read.filter((type) => type.startsWith('Strapi') && !NOT_A_TEMPLATES_OWN.has(type)))];
    expect(own.sort()).toEqual([...TEMPLATE_SOURCES[template as keyof typeof TEMPLATE_SOURCES]].sort());
  });
});
