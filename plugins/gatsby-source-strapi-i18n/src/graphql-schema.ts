import { componentTypeName, nodeTypeName, type Attribute, type ContentModel, type ContentTypeModel } from './content-model';

/**
 * Explicit GraphQL types for every sourced type (`@dontInfer`), so an empty collection or an
 * optional field nobody filled in never breaks a page query.
 */
export const MEDIA_TYPE = 'StrapiMedia';
export const RICH_TEXT_TYPE = 'StrapiRichText';

const BASE_TYPES = `
  type ${MEDIA_TYPE} implements Node @dontInfer {
    strapiId: Int!
    name: String
    alternativeText: String
    caption: String
    width: Int
    height: Int
    mime: String
    url: String!
    localFile: File @link
  }

  "Markdown from the CMS and its sanitised HTML."
  type ${RICH_TEXT_TYPE} {
    markdown: String!
    html: String!
  }
`;

function fieldType(attribute: Attribute): string | null {
  switch (attribute.type) {
    case 'media':
      return attribute.multiple ? `[${MEDIA_TYPE}] @link(by: "strapiId")` : `${MEDIA_TYPE} @link(by: "strapiId")`;
    case 'component':
      return attribute.repeatable ? `[${componentTypeName(attribute.component)}]` : componentTypeName(attribute.component);
    case 'richtext':
      return RICH_TEXT_TYPE;
    case 'integer':
      return 'Int';
    case 'float':
    case 'decimal':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'date':
    case 'datetime':
      return 'Date @dateformat';
    case 'json':
      return 'JSON';
    case 'relation':
    case 'blocks':
    case 'dynamiczone':
    case 'password':
      return null; // not part of this site's content model
    default:
      return 'String';
  }
}

const fields = (attributes: Record<string, Attribute>): string =>
  Object.entries(attributes)
    .map(([name, attribute]) => [name, fieldType(attribute)] as const)
    .filter(([, type]) => type !== null)
    .map(([name, type]) => `    ${name}: ${type}`)
    .join('\n');

/**
 * Single types that are simply a page (a title, a rich-text body, an image and SEO: profile,
 * privacy policy, terms…) share this interface, so one template and one query serve them all.
 */
export const PAGE_INTERFACE = 'StrapiPage';

const PAGE_INTERFACE_DEF = `
  interface ${PAGE_INTERFACE} implements Node {
    id: ID!
    language: String!
    contentLanguage: String!
    title: String
    body: ${RICH_TEXT_TYPE}
    image: ${MEDIA_TYPE}
    "The image's alt text in this language; empty: the media library's."
    imageAlt: String
    seo: ${componentTypeName('shared.seo')}
  }
`;

export const isPageType = (type: ContentTypeModel): boolean => {
  const { title, body, image, imageAlt, seo } = type.attributes;
  return (
    type.kind === 'singleType' &&
    title?.type === 'string' &&
    body?.type === 'richtext' &&
    image?.type === 'media' &&
    !image.multiple &&
    imageAlt?.type === 'string' &&
    seo?.type === 'component' &&
    seo.component === 'shared.seo'
  );
};

export function graphqlTypeDefs(model: ContentModel): string {
  const components = Object.entries(model.components).map(
    ([uid, attributes]) => `  type ${componentTypeName(uid)} @dontInfer {\n${fields(attributes)}\n  }`,
  );
  const contentTypes = model.contentTypes.map(
    (
      type,
    ) => `  type ${nodeTypeName(type.singularName)} implements Node${isPageType(type) ? ` & ${PAGE_INTERFACE}` : ''} @dontInfer {
    documentId: String!
    strapiId: Int!
    "The site language this node serves."
    language: String!
    "The language the content is written in: differs from language when a translation is missing."
    contentLanguage: String!
    publishedAt: Date @dateformat
    updatedAt: Date @dateformat
${fields(type.attributes)}
  }`,
  );
  return [BASE_TYPES, PAGE_INTERFACE_DEF, ...components, ...contentTypes].join('\n\n');
}

/** What a resolver needs of Gatsby's node model. */
interface NodeModel {
  getNodeById(args: { id: string; type?: string }): unknown;
}

/**
 * A root field that returns nodes of one type by id, in the given order (missing ids skipped):
 * `strapiNewsByIds(ids: [...])`. A page that lists nodes this way depends on those nodes only,
 * where an `allStrapiNews` query depends on every node of the type, so one edited article would
 * re-run the query of every news list page.
 */
export function nodesByIdsField(typeName: string) {
  return {
    [`${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}ByIds`]: {
      type: `[${typeName}!]!`,
      args: { ids: '[String!]!' },
      resolve: (_source: unknown, { ids }: { ids: readonly string[] }, context: { nodeModel: NodeModel }) =>
        ids.map((id) => context.nodeModel.getNodeById({ id, type: typeName })).filter((node) => node != null),
    },
  };
}
