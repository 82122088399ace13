import type { Attribute, ContentModel } from './content-model';

/**
 * The Strapi 5 `populate` parameter that loads every media field and component of a type,
 * nested components included, and nothing else.
 */
export type Populate = { [field: string]: true | { populate: Populate } };

export function populateFor(attributes: Record<string, Attribute>, components: ContentModel['components']): Populate {
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    if (attribute.type === 'component') {
      const nested = populateFor(components[attribute.component] ?? {}, components);
      populate[name] = Object.keys(nested).length ? { populate: nested } : true;
    }
  }
  return populate;
}
