/**
 * The content model of a Strapi 5 app as data: its content types and components with their
 * attributes, as Strapi's own schema files describe them (read-content-model.ts reads them).
 * Pure: the build and the browser's preview page use it alike.
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
  /** `api::news.news` */
  uid: string;
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

/** `business-unit` → `BusinessUnit`, `shared.seo` → `SharedSeo`: the words of a name, each capitalised. */
export const pascalCase = (name: string): string =>
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
