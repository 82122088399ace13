import fs from 'node:fs';
import path from 'node:path';

/**
 * The CMS content model, read from the Strapi app's own schema files (cms/src/api, cms/src/components):
 * the one source of truth for the types the site sources and the GraphQL schema it declares.
 */
export type Attribute =
  | { type: 'media'; multiple?: boolean }
  | { type: 'component'; component: string; repeatable?: boolean }
  | { type: 'richtext' }
  | { type: 'string' | 'text' | 'email' | 'uid' | 'enumeration' | 'password' }
  | { type: 'integer' | 'biginteger' | 'float' | 'decimal' | 'boolean' | 'json' }
  | { type: 'date' | 'datetime' | 'time' }
  | { type: 'relation' | 'blocks' | 'dynamiczone' };

export interface ContentTypeModel {
  singularName: string;
  pluralName: string;
  kind: 'singleType' | 'collectionType';
  localized: boolean;
  attributes: Record<string, Attribute>;
}

export interface ContentModel {
  contentTypes: ContentTypeModel[];
  /** Keyed by Strapi component uid, e.g. `shared.seo`. */
  components: Record<string, Record<string, Attribute>>;
}

interface SchemaFile {
  kind: ContentTypeModel['kind'];
  options?: { draftAndPublish?: boolean };
  info: { singularName: string; pluralName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * Content types the site reads: the published content, i.e. the types with draft & publish
 * (the CMS grants public read access by the same rule; contact messages have neither).
 */
export function readContentModel(cmsDir: string): ContentModel {
  const apiDir = path.join(cmsDir, 'src', 'api');
  const contentTypes = fs
    .readdirSync(apiDir)
    .sort()
    .map((name) => readJson<SchemaFile>(path.join(apiDir, name, 'content-types', name, 'schema.json')))
    .filter((schema) => schema.options?.draftAndPublish === true)
    .map((schema): ContentTypeModel => {
      return {
        singularName: schema.info.singularName,
        pluralName: schema.info.pluralName,
        kind: schema.kind,
        localized: schema.pluginOptions?.i18n?.localized === true,
        attributes: schema.attributes,
      };
    });

  const componentsDir = path.join(cmsDir, 'src', 'components');
  const components: ContentModel['components'] = {};
  for (const category of fs.readdirSync(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category)).filter((f) => f.endsWith('.json'))) {
      const schema = readJson<{ attributes: Record<string, Attribute> }>(path.join(componentsDir, category, file));
      components[`${category}.${path.basename(file, '.json')}`] = schema.attributes;
    }
  }
  return { contentTypes, components };
}

const pascalCase = (name: string): string =>
  name
    .split(/[-_.]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** `news` → `StrapiNews`, `business-unit` → `StrapiBusinessUnit` (the gatsby-source-strapi convention). */
export const nodeTypeName = (singularName: string): string => `Strapi${pascalCase(singularName)}`;
/** `shared.seo` → `StrapiSharedSeo`. */
export const componentTypeName = (uid: string): string => `Strapi${pascalCase(uid)}`;
/** The REST path of a content type. */
export const restPath = (type: ContentTypeModel): string =>
  `/api/${type.kind === 'singleType' ? type.singularName : type.pluralName}`;
