/**
 * @jest-environment node
 */
import path from 'node:path';
import { readContentModel } from './read-content-model';
import {
  changesSince,
  latestChangeOf,
  listingKind,
  mergeVersions,
  nothingRemoved,
  planSync,
  versionPopulate,
  versionsOf,
  type SyncState,
} from './sync-plan';

const model = readContentModel(path.join(__dirname, '..', '..', '..', 'cms'));
const news = model.contentTypes.find((type) => type.singularName === 'news');
const digest = (entry: object) => JSON.stringify(entry);

describe('incremental sourcing', () => {
  it('lists documents with their media’s updatedAt only', () => {
    expect(versionPopulate(news?.attributes ?? {}, model.components)).toEqual({
      cover: { fields: { '0': 'updatedAt' } },
      seo: { populate: { shareImage: { fields: { '0': 'updatedAt' } } } },
    });
  });

  it('keeps one version per document and language', () => {
    const versions = versionsOf(
      [
        { documentId: 'a', locale: 'id', updatedAt: '1' },
        { documentId: 'a', locale: 'en', updatedAt: '2' },
        { documentId: 'b', updatedAt: '3' },
      ],
      'id',
      digest,
    );
    expect(Object.keys(versions)).toEqual(['a', 'b']);
    expect(Object.keys(versions.a)).toEqual(['id', 'en']);
    expect(Object.keys(versions.b)).toEqual(['id']);
  });

  it('fetches everything the first time', () => {
    expect(planSync(undefined, { a: { id: 'x' }, b: { id: 'y' } })).toEqual({ changed: ['a', 'b'], unchanged: [] });
  });

  it('fetches only documents that changed in any language, gained or lost a translation, or are new', () => {
    const previous = {
      same: { id: '1', en: '2' },
      edited: { id: '1' },
      translated: { id: '1' },
      untranslated: { id: '1', en: '2' },
    };
    const current = {
      same: { id: '1', en: '2' },
      edited: { id: '9' },
      translated: { id: '1', en: '3' },
      untranslated: { id: '1' },
      added: { id: '1' },
    };
    expect(planSync(previous, current)).toEqual({
      changed: ['edited', 'translated', 'untranslated', 'added'],
      unchanged: ['same'],
    });
  });
});

describe('listing only what changed since the last build', () => {
  const state = (overrides: Partial<SyncState> = {}): SyncState => ({
    versions: { 'api::news.news': { a: { id: '1' } }, 'api::about.about': { about: { id: '1' } } },
    nodeTypes: ['StrapiNews', 'StrapiAbout'],
    latestChange: '2026-11-20T10:00:00.000Z',
    mediaChangedAt: null,
    typesChangedAt: { 'api::news.news': '2026-11-20T10:00:00.000Z' },
    ...overrides,
  });
  const news = { uid: 'api::news.news', kind: 'collectionType' as const };
  const about = { uid: 'api::about.about', kind: 'singleType' as const };
  const version = (overrides = {}) => ({
    changedAt: '2026-11-21T09:00:00.000Z',
    mediaChangedAt: null,
    types: { 'api::news.news': '2026-11-21T09:00:00.000Z' },
    ...overrides,
  });

  it('keeps a type the CMS says has not changed, lists the changes of one that has', () => {
    expect(listingKind(about, state(), version())).toBe('unchanged');
    expect(listingKind(news, state(), version())).toBe('changes');
    expect(listingKind(news, state(), version({ types: { 'api::news.news': '2026-11-20T10:00:00.000Z' } }))).toBe('unchanged');
  });

  it('lists every document the first time, after a media file was edited or deleted, or when the CMS cannot say', () => {
    expect(listingKind(news, undefined, version())).toBe('whole');
    expect(listingKind(news, state(), null)).toBe('whole');
    expect(listingKind(news, state(), version({ mediaChangedAt: '2026-11-21T08:00:00.000Z' }))).toBe('whole');
    expect(listingKind(news, state({ versions: {} }), version())).toBe('whole');
  });

  it('lists a changed single type whole, and every type by its changes when the CMS says nothing per type', () => {
    expect(listingKind(about, state(), version({ types: { 'api::about.about': '2026-11-21T09:00:00.000Z' } }))).toBe('whole');
    expect(listingKind(news, state(), version({ types: null }))).toBe('changes');
    expect(listingKind(news, state({ typesChangedAt: null }), version())).toBe('changes');
  });

  it('starts a minute before the latest change the last build saw', () => {
    expect(changesSince('2026-11-20T10:00:00.000Z')).toBe('2026-11-20T09:59:00.000Z');
  });

  it('remembers the latest publish or update it has seen, on the CMS’s clock', () => {
    const entries = [
      { updatedAt: '2026-11-20T09:00:00.000Z', publishedAt: '2026-11-20T11:00:00.000Z' },
      { updatedAt: '2026-11-20T10:30:00.000Z', publishedAt: null },
    ];
    expect(latestChangeOf(entries, '2026-11-20T10:00:00.000Z')).toBe('2026-11-20T11:00:00.000Z');
    expect(latestChangeOf([], '2026-11-20T10:00:00.000Z')).toBe('2026-11-20T10:00:00.000Z');
    expect(latestChangeOf([{ updatedAt: 'not a time' }], null)).toBeNull();
  });

  it('merges the listed languages into what the last build saw', () => {
    expect(mergeVersions({ a: { id: '1', en: '2' }, b: { id: '3' } }, { a: { id: '9' }, c: { en: '4' } })).toEqual({
      a: { id: '9', en: '2' },
      b: { id: '3' },
      c: { en: '4' },
    });
  });

  it('notices an unpublished or deleted document by the CMS’s count in each language', () => {
    const merged = { a: { id: '1', en: '2' }, b: { id: '3' } };
    expect(nothingRemoved(merged, { id: 2, en: 1 })).toBe(true);
    expect(nothingRemoved(merged, { id: 1, en: 1 })).toBe(false);
    expect(nothingRemoved(merged, { id: 2, en: 0 })).toBe(false);
  });
});
