import { contentModel, type SchemaFile } from '../../../content-model/schemas';
import { sampleEntry } from '../../../content-model/sample-values';
import { compareSnapshots, blocksText } from './compare';
import { MAINTAINED_ATTRIBUTES, referencesOf, restoreData, type References } from './restore-data';
import { pathLabel } from '../../field-guide/guide/path-label';
import { snapshotPopulate, toSnapshot, type GetModel, type Model } from './snapshot';

const { contentTypes, components } = contentModel();
const getModel: GetModel = (uid) => (contentTypes.get(uid) ?? components.get(uid)) as Model | undefined;
const FILES = [11, 12, 13];
const fileName = (id: number) => `foto-anjungan-${id}.jpg`;

/** What the database answers for data written with `data`: files by id and name, component rows with ids. */
function asRead(schema: SchemaFile, data: Record<string, unknown>): Record<string, unknown> {
  let row = 100;
  const read = (model: SchemaFile, values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const attribute = model.attributes[name];
        if (attribute?.type === 'media')
          return [
            name,
            Array.isArray(value)
              ? value.map((id) => ({ id, name: fileName(id) }))
              : value == null
                ? null
                : { id: value, name: fileName(value as number) },
          ];
        if (attribute?.type === 'component') {
          const component = components.get(String(attribute.component)) as SchemaFile;
          const one = (item: Record<string, unknown>) => ({ id: (row += 1), ...read(component, item) });
          return [name, Array.isArray(value) ? value.map(one) : value == null ? null : one(value as Record<string, unknown>)];
        }
        return [name, value];
      }),
    );
  return {
    id: 7,
    documentId: 'a1b2c3',
    locale: 'id',
    createdAt: '2026-11-01T00:00:00.000Z',
    publishedAt: null,
    ...read(schema, data),
  };
}

const everything: References = { media: new Set(FILES), documents: new Map() };

describe('a version of every content type', () => {
  it.each([...contentTypes.keys()])('%s: written back, reads as the version it was (every field)', (uid) => {
    const schema = contentTypes.get(uid) as SchemaFile;
    const version = toSnapshot(getModel, uid, asRead(schema, sampleEntry(components, schema, 1, FILES)));
    // Every attribute the type has is kept, none of the row's bookkeeping.
    expect(Object.keys(version).sort()).toEqual(Object.keys(schema.attributes).sort());
    const { data, missing } = restoreData(getModel, uid, version, everything);
    expect(missing).toEqual([]);
    const again = toSnapshot(getModel, uid, asRead(schema, data));
    const maintained = (snapshot: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(snapshot).filter(([name]) => !MAINTAINED_ATTRIBUTES.has(name)));
    expect(maintained(again)).toEqual(maintained(version));
    // Another variant differs from it in every field (the comparison sees each).
    const other = toSnapshot(getModel, uid, asRead(schema, sampleEntry(components, schema, 2, FILES)));
    const changed = new Set(compareSnapshots(getModel, uid, version, other).map(({ path }) => path[0]));
    expect([...changed].sort()).toEqual(Object.keys(version).sort());
  });
});

describe('toSnapshot', () => {
  it('keeps a news article’s files by id and name and its SEO without the rows’ ids', () => {
    const schema = contentTypes.get('api::news.news') as SchemaFile;
    const version = toSnapshot(getModel, 'api::news.news', asRead(schema, sampleEntry(components, schema, 3, FILES)));
    expect(version.cover).toEqual({ id: 11, name: fileName(11) });
    expect(version.seo).toEqual({
      metaTitle: expect.any(String),
      metaDescription: expect.any(String),
      shareImage: { id: 11, name: fileName(11) },
    });
    expect(version).not.toHaveProperty('documentId');
    expect(version).not.toHaveProperty('locale');
  });

  it('reads files and components to any depth', () => {
    expect(snapshotPopulate(getModel, 'api::news.news')).toEqual({
      cover: { select: ['id', 'name'] },
      seo: { populate: { shareImage: { select: ['id', 'name'] } } },
    });
  });

  it('keeps a relation by documentId, language and the target’s title; morph and admin relations not', () => {
    const models: Record<string, Model> = {
      'api::a.a': {
        attributes: {
          related: { type: 'relation', relation: 'manyToMany', target: 'api::b.b' },
          one: { type: 'relation', relation: 'oneToOne', target: 'api::b.b' },
          owner: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
          anything: { type: 'relation', relation: 'morphToMany' },
        },
      },
      'api::b.b': { attributes: { title: { type: 'string' } } },
    };
    const get: GetModel = (uid) => models[uid];
    expect(snapshotPopulate(get, 'api::a.a')).toEqual({
      related: { select: ['documentId', 'locale', 'title'] },
      one: { select: ['documentId', 'locale', 'title'] },
    });
    const version = toSnapshot(get, 'api::a.a', {
      related: [
        { id: 1, documentId: 'x', locale: 'id', title: 'Berita satu' },
        { id: 2, documentId: 'y', locale: 'id', title: '' },
      ],
      one: null,
    });
    expect(version).toEqual({
      related: [
        { documentId: 'x', locale: 'id', label: 'Berita satu' },
        { documentId: 'y', locale: 'id', label: 'y' },
      ],
      one: null,
    });
    const restored = restoreData(get, 'api::a.a', version, {
      media: new Set(),
      documents: new Map([['api::b.b', new Set(['x'])]]),
    });
    expect(restored).toEqual({
      data: { related: { set: [{ documentId: 'x', locale: 'id' }] }, one: { set: [] } },
      missing: ['y'],
    });
  });
});

describe('restoreData', () => {
  const schema = contentTypes.get('api::news.news') as SchemaFile;
  const version = toSnapshot(getModel, 'api::news.news', asRead(schema, sampleEntry(components, schema, 4, FILES)));

  it('names the files deleted since and leaves them out', () => {
    expect(referencesOf(getModel, 'api::news.news', version).media).toEqual(new Set([12]));
    const { data, missing } = restoreData(getModel, 'api::news.news', version, { media: new Set(), documents: new Map() });
    expect(missing).toEqual([fileName(12), fileName(12)]);
    expect(data.cover).toBeNull();
    expect((data.seo as Record<string, unknown>).shareImage).toBeNull();
  });

  it('empties a field added since, leaves out one removed since, and never turns back the former addresses', () => {
    const { coverAlt: _removed, ...older } = version;
    const { data } = restoreData(getModel, 'api::news.news', { ...older, retired: 'x' }, everything);
    expect(data.coverAlt).toBeNull();
    expect(data).not.toHaveProperty('retired');
    expect(data).not.toHaveProperty('formerSlugs');
  });
});

describe('compareSnapshots', () => {
  const uid = 'api::company-value.company-value';
  const schema = contentTypes.get(uid) as SchemaFile;
  const before = toSnapshot(getModel, uid, asRead(schema, sampleEntry(components, schema, 1, FILES)));

  it('lists nothing for the same version', () => {
    expect(compareSnapshots(getModel, uid, before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });

  it('shows a text change as words removed and added, a file by its name, a repeated component by its place', () => {
    const values = before.values as Array<Record<string, unknown>>;
    const after = {
      ...before,
      title: `${before.title as string} baru`,
      image: { id: 13, name: 'kantor-balikpapan.jpg' },
      values: [values[0], { ...values[1], title: 'Integritas' }, { title: 'Keselamatan', description: null, icon: null }],
    };
    const changes = compareSnapshots(getModel, uid, before, after);
    expect(changes.map(({ path, kind }) => [path.join('.'), kind])).toEqual([
      ['title', 'text'],
      ['values.2.title', 'text'],
      ['values.3.title', 'text'],
      ['image', 'media'],
    ]);
    expect(changes[0].parts?.filter((part) => part.added)).toEqual([{ value: ' baru', added: true }]);
    expect(changes[3]).toMatchObject({ before: fileName(12), after: 'kantor-balikpapan.jpg' });
  });

  it('bounds the time a comparison of long texts takes: by words while it is short, then by lines, then whole', () => {
    // Two bodies of 9,000 random words each, on lines of 100: a word diff of them took 35 s.
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return (
        ['kapal', 'tunda', 'galangan', 'Batam', 'anjungan', 'Mahakam', 'kerja', 'pantai', 'selama', 'hari'][seed % 10] +
        (seed % 97)
      );
    };
    const body = () => Array.from({ length: 90 }, () => Array.from({ length: 100 }, word).join(' ')).join('\n');
    const news = 'api::news.news';
    const [a, b] = [{ body: body() }, { body: body() }];
    // (No timing asserted: the bound is the diff library's own timeout, given the budget.)
    const [change] = compareSnapshots(getModel, news, a, b, 100);
    // What it shows still reads as the two texts.
    expect(
      change.parts
        ?.filter((part) => !part.added)
        .map((part) => part.value)
        .join(''),
    ).toBe(a.body);
    expect(
      change.parts
        ?.filter((part) => !part.removed)
        .map((part) => part.value)
        .join(''),
    ).toBe(b.body);
    // Without the time spent, whole: before removed, after added.
    expect(compareSnapshots(getModel, news, a, b, 0)[0].parts).toEqual([
      { value: a.body, removed: true },
      { value: b.body, added: true },
    ]);
    // A short change is still told word by word.
    expect(
      compareSnapshots(getModel, news, { body: 'Kapal tunda tiba Senin.' }, { body: 'Kapal tunda tiba Kamis.' })[0].parts,
    ).toEqual([
      { value: 'Kapal tunda tiba ' },
      { value: 'Senin', removed: true },
      { value: 'Kamis', added: true },
      { value: '.' },
    ]);
  });

  it('reads rich text in blocks as its text', () => {
    expect(
      blocksText([
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Halo ' },
            { type: 'link', children: [{ type: 'text', text: 'dunia' }] },
          ],
        },
      ]),
    ).toBe('Halo dunia');
  });
});

describe('pathLabel', () => {
  it('names a field by its label in the field guide, down through components, in both languages', () => {
    expect(pathLabel(getModel, 'api::news.news', ['seo', 'metaTitle']).id).toBe('SEO dan pratinjau tautan › Judul SEO');
    expect(pathLabel(getModel, 'api::company-value.company-value', ['values', '2', 'title']).id).toMatch(/^.+ › 2 › .+$/);
    expect(pathLabel(getModel, 'api::news.news', ['title'])).toEqual({ id: 'Judul', en: 'Title' });
  });
});
