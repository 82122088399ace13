/**
 * The content model as its files describe it: every content type's `schema.json` by its uid
 * (`api::news.news`) and every component's by its (`shared.seo`). What the CMS runs is built from
 * these files; tests derive their tables from them (every type, every field), so a type or a
 * field added later is tested without a test being told.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SchemaFile {
  kind?: 'collectionType' | 'singleType';
  info: { displayName: string; singularName?: string; pluralName?: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, { type: string; [option: string]: unknown }>;
}

/** Every content type's schema by uid, and every component's (`source`: `cms/src`, where they are). */
export function contentModel(source = path.resolve(__dirname, '..')): {
  contentTypes: Map<string, SchemaFile>;
  components: Map<string, SchemaFile>;
} {
  const contentTypes = new Map<string, SchemaFile>();
  const components = new Map<string, SchemaFile>();
  const api = path.join(source, 'api');
  for (const name of fs.readdirSync(api)) {
    const types = path.join(api, name, 'content-types');
    if (!fs.existsSync(types)) continue;
    for (const type of fs.readdirSync(types))
      contentTypes.set(`api::${name}.${type}`, JSON.parse(fs.readFileSync(path.join(types, type, 'schema.json'), 'utf8')));
  }
  const folder = path.join(source, 'components');
  for (const category of fs.readdirSync(folder)) {
    if (!fs.statSync(path.join(folder, category)).isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(folder, category)).filter((name) => name.endsWith('.json')))
      components.set(
        `${category}.${file.slice(0, -'.json'.length)}`,
        JSON.parse(fs.readFileSync(path.join(folder, category, file), 'utf8')),
      );
  }
  return { contentTypes, components };
}
