/**
 * @jest-environment node
 */
import {
  publishedOnly,
  publishedRelationsOnly,
  reachOf,
  refuseFiltersThroughDrafts,
  refusePopulateFiltersThroughDrafts,
  type Model,
} from './relations';

/** A draft & publish type with a picture, a component and its other languages; files; a type without versions. */
const MODELS: Record<string, unknown> = {
  'api::news.news': {
    uid: 'api::news.news',
    modelType: 'contentType',
    kind: 'collectionType',
    options: { draftAndPublish: true },
    attributes: {
      title: { type: 'string' },
      cover: { type: 'media', multiple: false },
      seo: { type: 'component', component: 'shared.seo', repeatable: false },
      localizations: { type: 'relation', relation: 'oneToMany', target: 'api::news.news' },
      tag: { type: 'relation', relation: 'manyToOne', target: 'api::tag.tag' },
    },
  },
  'api::tag.tag': {
    uid: 'api::tag.tag',
    modelType: 'contentType',
    kind: 'collectionType',
    options: { draftAndPublish: false },
    attributes: { name: { type: 'string' } },
  },
  'shared.seo': {
    uid: 'shared.seo',
    modelType: 'component',
    attributes: { metaTitle: { type: 'string' }, shareImage: { type: 'media', multiple: false } },
  },
  'plugin::upload.file': {
    uid: 'plugin::upload.file',
    modelType: 'contentType',
    kind: 'collectionType',
    options: {},
    attributes: {
      name: { type: 'string' },
      alternativeText: { type: 'string' },
      related: { type: 'relation', relation: 'morphToMany' },
    },
  },
};
const getModel = (uid: string) => MODELS[uid] as Model;
const news = getModel('api::news.news');

describe('what a relation reaches', () => {
  it('tells polymorphic relations, relations to versioned types and the rest apart', () => {
    const attributes = (news as { attributes: Record<string, unknown> }).attributes;
    expect(reachOf(attributes.localizations, getModel)).toBe('versioned');
    expect(reachOf(getModel('plugin::upload.file').attributes.related, getModel)).toBe('polymorphic');
    expect(reachOf(attributes.tag, getModel)).toBeNull();
    expect(reachOf(attributes.title, getModel)).toBeNull();
    expect(reachOf(attributes.cover, getModel)).toBeNull();
  });
});

describe('filters and sort of a content-API read', () => {
  const refused = async (params: { filters?: unknown; sort?: unknown }) => {
    try {
      await refuseFiltersThroughDrafts(params, news, getModel);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('may not go through a relation to versioned content, at any depth', async () => {
    expect(await refused({ filters: { localizations: { title: { $contains: 'x' } } } })).toMatch(/"localizations"/);
    expect(await refused({ filters: { $or: [{ title: 'a' }, { localizations: { title: 'x' } }] } })).toMatch(/localizations/);
    expect(await refused({ filters: { $not: { localizations: { id: { $notNull: true } } } } })).toMatch(/localizations/);
    expect(await refused({ sort: 'localizations.title:asc' })).toMatch(/localizations/);
    expect(await refused({ sort: [{ localizations: { title: 'desc' } }] })).toMatch(/localizations/);
  });

  it("may not go through a file's uses, in a media field or a component's", async () => {
    expect(await refused({ filters: { cover: { related: { id: { $notNull: true } } } } })).toMatch(/cover\.related/);
    expect(await refused({ filters: { seo: { shareImage: { related: { id: 1 } } } } })).toMatch(/seo\.shareImage\.related/);
  });

  it("may not name a component's documentId, which components do not have", async () => {
    expect(await refused({ filters: { seo: { documentId: { $contains: 'x' } } } })).toMatch(/documentId at seo\.documentId/);
    expect(await refused({ sort: 'seo.documentId:asc' })).toMatch(/documentId/);
    expect(await refused({ filters: { documentId: 'abc' } })).toBeNull();
  });

  it('may use fields, media fields, components and relations to unversioned types', async () => {
    expect(await refused({ filters: { title: { $contains: 'x' }, cover: { alternativeText: { $null: true } } } })).toBeNull();
    expect(await refused({ filters: { seo: { metaTitle: 'x' }, tag: { name: 'y' } }, sort: ['title:asc', 'id'] })).toBeNull();
  });
});

describe('the filters and sorts a populate carries', () => {
  const refused = async (populate: unknown) => {
    try {
      await refusePopulateFiltersThroughDrafts(populate, news, getModel);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('may not go through a relation to versioned content either, at any depth', async () => {
    expect(await refused({ localizations: { filters: { localizations: { title: { $contains: 'x' } } } } })).toMatch(
      /localizations/,
    );
    expect(await refused({ cover: { populate: { related: { filters: { id: 1 } } } } })).toBeNull();
    expect(await refused({ seo: { populate: { shareImage: { filters: { related: { id: 1 } } } } } })).toMatch(/related/);
    expect(await refused({ localizations: { sort: 'localizations.title:asc' } })).toMatch(/localizations/);
    expect(await refused({ localizations: { populate: { localizations: { filters: { localizations: { id: 1 } } } } } })).toMatch(
      /localizations/,
    );
  });

  it('may filter what it brings by its own fields, and carries nothing in names or *', async () => {
    expect(await refused({ localizations: { filters: { title: { $contains: 'x' } }, sort: 'title:asc' } })).toBeNull();
    expect(await refused('*')).toBeNull();
    expect(await refused(['cover', 'seo'])).toBeNull();
  });
});

describe('related rows in an answer', () => {
  const lookup = jest.fn(async (_uid: string, ids: number[]) => new Set(ids.filter((id) => id % 2 === 0)));
  beforeEach(() => lookup.mockClear());

  it('keeps published rows only, asking the database about rows whose fields left publishedAt out', async () => {
    const rows = [{ id: 1, publishedAt: null }, { id: 2, publishedAt: '2026-11-25T00:00:00.000Z' }, { id: 3 }, { id: 4 }];
    expect(await publishedOnly(rows, 'api::news.news', lookup)).toEqual([rows[1], rows[3]]);
    expect(lookup).toHaveBeenCalledWith('api::news.news', [3, 4]);
    expect(await publishedOnly({ id: 5, publishedAt: null }, 'api::news.news', lookup)).toBeNull();
    expect(await publishedOnly({ id: 6 }, 'api::news.news', lookup)).toEqual({ id: 6 });
    expect(await publishedOnly(null, 'api::news.news', lookup)).toBeNull();
  });

  it('drops a count, which cannot say what it counted', async () => {
    expect(await publishedOnly({ count: 3 }, 'api::news.news', lookup)).toBeUndefined();
  });

  it("removes a file's uses and other languages' drafts from an answer, wherever they are", async () => {
    const sanitize = publishedRelationsOnly(getModel, lookup)(news);
    const answer = (await sanitize({
      id: 10,
      title: 'Terbit',
      cover: { id: 7, name: 'a.jpg', related: [{ id: 1, __type: 'api::news.news', title: 'DRAFT' }] },
      seo: { id: 3, metaTitle: 'm', shareImage: { id: 8, name: 'b.jpg', related: [{ id: 2, __type: 'api::news.news' }] } },
      localizations: [
        { id: 11, title: 'DRAFT en', publishedAt: null },
        { id: 12, title: 'Published en', publishedAt: '2026-11-25T00:00:00.000Z' },
      ],
      tag: { id: 1, name: 'unversioned' },
    })) as Record<string, unknown>;
    expect(JSON.stringify(answer)).not.toMatch(/DRAFT|related/);
    expect(answer.localizations).toEqual([{ id: 12, title: 'Published en', publishedAt: '2026-11-25T00:00:00.000Z' }]);
    expect(answer.tag).toEqual({ id: 1, name: 'unversioned' });
    expect((answer.cover as { name: string }).name).toBe('a.jpg');
  });
});
