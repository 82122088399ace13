import fs from 'node:fs';
import path from 'node:path';
import type { Attribute, ContentModel, ContentTypeModel } from './content-model';

/** A Strapi 5 content-type schema file, `src/api/<api>/content-types/<name>/schema.json`. */
interface SchemaFile {
  kind: ContentTypeModel['kind'];
  options?: { draftAndPublish?: boolean };
  info: { singularName: string; pluralName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
/** The folders directly in `dir`, by name (none when it does not exist). */
export const folders = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * The content model of the Strapi app in `strapiDir`, read from its own schema files. Only the
 * types with draft & publish are content the site publishes (a type without it, such as contact
 * messages, is never sourced); an API folder without content types (routes only) is skipped.
 */
export function readContentModel(strapiDir: string): ContentModel {
  const apiDir = path.join(strapiDir, 'src', 'api');
  if (!fs.existsSync(apiDir)) throw new Error(`No Strapi content types in ${apiDir}`);
  const contentTypes: ContentTypeModel[] = [];
  for (const api of folders(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    for (const name of folders(typesDir)) {
      const schema = readJson<SchemaFile>(path.join(typesDir, name, 'schema.json'));
      if (schema.options?.draftAndPublish !== true) continue;
      contentTypes.push({
        uid: `api::${api}.${schema.info.singularName}`,
        singularName: schema.info.singularName,
        pluralName: schema.info.pluralName,
        kind: schema.kind,
        localized: schema.pluginOptions?.i18n?.localized === true,
        attributes: schema.attributes,
      });
    }
  }

  const componentsDir = path.join(strapiDir, 'src', 'components');
  const components: ContentModel['components'] = {};
  for (const category of folders(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category)).filter((name) => name.endsWith('.json'))) {
      const schema = readJson<{ attributes: Record<string, Attribute> }>(path.join(componentsDir, category, file));
      components[`${category}.${path.basename(file, '.json')}`] = schema.attributes;
    }
  }
  return { contentTypes, components };
}
