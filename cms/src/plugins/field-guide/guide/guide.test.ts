/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIELD_GUIDE } from '.';

const SRC = path.join(__dirname, '..', '..', '..');

/** The displayName of every content type and component, by uid. */
const displayNames: Record<string, string> = {};

/** Where each content type's and component's guide belongs: beside its schema. */
const guideFiles: Record<string, string> = {};

/** The attributes each content type and component marks private (never in a content-API answer), by uid. */
const privateFields: Record<string, string[]> = {};

/** Every content type and component of the content model, by uid, with its attribute names. */
function contentModel(): Record<string, string[]> {
  const models: Record<string, string[]> = {};
  const api = path.join(SRC, 'api');
  for (const name of fs.readdirSync(api)) {
    const types = path.join(api, name, 'content-types');
    if (!fs.existsSync(types)) continue;
    for (const type of fs.readdirSync(types)) {
      const schema = JSON.parse(fs.readFileSync(path.join(types, type, 'schema.json'), 'utf8'));
      models[`api::${name}.${type}`] = Object.keys(schema.attributes);
      privateFields[`api::${name}.${type}`] = Object.entries(schema.attributes as Record<string, { private?: boolean }>)
        .filter(([, attribute]) => attribute.private)
        .map(([field]) => field);
      displayNames[`api::${name}.${type}`] = schema.info.displayName;
      guideFiles[`api::${name}.${type}`] = path.join(types, type, 'guide.ts');
    }
  }
  const components = path.join(SRC, 'components');
  for (const category of fs.readdirSync(components)) {
    for (const file of fs.readdirSync(path.join(components, category))) {
      if (path.extname(file) !== '.json') continue; // a component's guide folder
      const schema = JSON.parse(fs.readFileSync(path.join(components, category, file), 'utf8'));
      const name = path.basename(file, '.json');
      models[`${category}.${name}`] = Object.keys(schema.attributes);
      displayNames[`${category}.${name}`] = schema.info.displayName;
      guideFiles[`${category}.${name}`] = path.join(components, category, name, 'guide.ts');
    }
  }
  return models;
}

describe('the field guide', () => {
  const models = contentModel();

  it('keeps every field it says is for editors only out of the content API (private in its schema)', () => {
    const editorOnly = Object.entries(FIELD_GUIDE).flatMap(([uid, guide]) =>
      Object.entries(guide.fields)
        .filter(([, field]) => field.editorOnly)
        .map(([name]) => `${uid}.${name}`),
    );
    expect(editorOnly.length).toBeGreaterThan(0);
    for (const field of editorOnly) {
      const [uid, name] = [field.slice(0, field.lastIndexOf('.')), field.slice(field.lastIndexOf('.') + 1)];
      expect({ field, private: privateFields[uid]?.includes(name) ?? false }).toEqual({ field, private: true });
    }
  });

  it('covers every content type and component, and nothing else', () => {
    expect(Object.keys(FIELD_GUIDE).sort()).toEqual(Object.keys(models).sort());
  });

  it.each(Object.keys(models))('takes the guide of %s from beside its schema', async (uid) => {
    expect([uid, fs.existsSync(guideFiles[uid])]).toEqual([uid, true]);
    const { default: guide } = await import(guideFiles[uid]);
    expect([uid, FIELD_GUIDE[uid] === guide]).toEqual([uid, true]);
  });

  it('keeps no guide whose schema is gone', () => {
    const components = path.join(SRC, 'components');
    const componentGuides = fs
      .readdirSync(components)
      .flatMap((category) => fs.readdirSync(path.join(components, category)).map((name) => path.join(components, category, name)))
      .filter((entry) => fs.statSync(entry).isDirectory())
      .map((dir) => path.join(dir, 'guide.ts'));
    const api = path.join(SRC, 'api');
    const typeGuides = fs
      .readdirSync(api)
      .map((name) => path.join(api, name, 'content-types'))
      .filter((types) => fs.existsSync(types))
      .flatMap((types) => fs.readdirSync(types).map((type) => path.join(types, type, 'guide.ts')))
      .filter((file) => fs.existsSync(file));
    expect([...componentGuides, ...typeGuides].sort()).toEqual(Object.values(guideFiles).sort());
  });

  it.each(Object.entries(models))('labels and explains every field of %s in Indonesian and English', (uid, attributes) => {
    const fields = FIELD_GUIDE[uid]?.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual([...attributes].sort());
    for (const [name, field] of Object.entries(fields)) {
      for (const text of [field.label, field.help, ...(field.placeholder ? [field.placeholder] : [])]) {
        expect([name, text.id.trim().length > 0, text.en.trim().length > 0]).toEqual([name, true, true]);
      }
      // A label says more than the attribute's own name, and the help more than the label.
      expect([name, field.help.id.length > field.label.id.length]).toEqual([name, true]);
    }
  });

  it('names every content type and component in both languages, by the name the admin asks for', () => {
    for (const [uid, guide] of Object.entries(FIELD_GUIDE)) {
      expect([uid, guide.name.en]).toEqual([uid, displayNames[uid]]);
      expect([uid, guide.name.id.trim().length > 0]).toEqual([uid, true]);
    }
    // One name per type: the admin could not tell two types of the same name apart.
    const names = Object.values(FIELD_GUIDE).map(({ name }) => name.en);
    expect(new Set(names).size).toBe(names.length);
  });

  it('orders and lists only fields that exist, every field once', () => {
    for (const [uid, guide] of Object.entries(FIELD_GUIDE)) {
      const attributes = models[uid] ?? [];
      if (guide.order) expect([uid, [...guide.order].sort()]).toEqual([uid, [...attributes].sort()]);
      for (const column of guide.list?.columns ?? []) {
        expect([uid, column, [...attributes, 'createdAt', 'updatedAt', 'id'].includes(column)]).toEqual([uid, column, true]);
      }
      if (guide.list) expect([uid, guide.list.columns.includes(guide.list.sortBy)]).toEqual([uid, true]);
    }
  });
});
