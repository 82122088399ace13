/**
 * The source of contracts/src/content-types.ts, written from the CMS's schema files
 * (`cms/src/api/<api>/content-types/<name>/schema.json`): each content type's uid, the name of its
 * nodes in the site's GraphQL schema, its kind, and whether it is localised and drafted. The site,
 * the CMS and the tests name a type through it, so a type renamed in its schema is a type error
 * wherever it was named, not a string that silently matches nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeTypeName, pascalCase } from 'gatsby-source-strapi-i18n/content-model';
import { folders } from 'gatsby-source-strapi-i18n/read-content-model';

interface SchemaFile {
  kind: 'collectionType' | 'singleType';
  info: { singularName: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
}

export interface ContentTypeNames {
  key: string;
  uid: string;
  /** Null for a type without drafts: the site sources published content only, so never it. */
  gatsbyType: string | null;
  kind: SchemaFile['kind'];
  localized: boolean;
  draftAndPublish: boolean;
}

/** A type's key: the words of its node type's name, the first in lower case, `job-opening` → `jobOpening`. */
const keyOf = (singularName: string) => {
  const name = pascalCase(singularName);
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/** Every content type of the CMS whose sources are in `cmsSrc` (`cms/src`), in the order of their uids. */
export function contentTypeNames(cmsSrc: string): ContentTypeNames[] {
  const api = path.join(cmsSrc, 'api');
  return folders(api)
    .flatMap((name) =>
      folders(path.join(api, name, 'content-types')).map((type): ContentTypeNames => {
        const file = path.join(api, name, 'content-types', type, 'schema.json');
        const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaFile;
        const draftAndPublish = schema.options?.draftAndPublish === true;
        return {
          key: keyOf(schema.info.singularName),
          uid: `api::${name}.${schema.info.singularName}`,
          gatsbyType: draftAndPublish ? nodeTypeName(schema.info.singularName) : null,
          kind: schema.kind,
          localized: schema.pluginOptions?.i18n?.localized === true,
          draftAndPublish,
        };
      }),
    )
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

/** The module contracts/src/content-types.ts, as `npm run typegen:content-types` writes it. */
export function contentTypesSource(cmsSrc: string): string {
  const entries = contentTypeNames(cmsSrc).map(({ key, uid, gatsbyType, kind, localized, draftAndPublish }) =>
    [
      `  ${key}: {`,
      `    uid: '${uid}',`,
      `    gatsbyType: ${gatsbyType === null ? 'null' : `'${gatsbyType}'`},`,
      `    kind: '${kind}',`,
      `    localized: ${localized},`,
      `    draftAndPublish: ${draftAndPublish},`,
      '  },',
    ].join('\n'),
  );
  return `/**
 * Every content type of the CMS: its uid, the name of its nodes in the site's GraphQL schema, its
 * kind, whether it is localised and drafted (the site sources only those with drafts: a type
 * without has no node name). Written from the schema files
 * (cms/src/api/<api>/content-types/<name>/schema.json) by \`npm run typegen:content-types\`
 * (scripts/lib/content-types-source.ts), whose test fails while this file differs from what it
 * writes now: do not edit it by hand. Name a type through it (\`CONTENT_TYPES.news.uid\`,
 * \`CONTENT_TYPES.news.gatsbyType\`), never as a string of its own.
 */
export const CONTENT_TYPES = {
${entries.join('\n')}
} as const;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export type ContentTypeUid = (typeof CONTENT_TYPES)[ContentTypeKey]['uid'];
export type GatsbyTypeName = NonNullable<(typeof CONTENT_TYPES)[ContentTypeKey]['gatsbyType']>;
/** The types the site sources (those with drafts), each with its node name. */
export type SourcedTypeKey = {
  [Key in ContentTypeKey]: (typeof CONTENT_TYPES)[Key]['gatsbyType'] extends null ? never : Key;
}[ContentTypeKey];
`;
}
