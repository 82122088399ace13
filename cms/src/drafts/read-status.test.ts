/**
 * @jest-environment node
 */
import { enforcedStatus, withoutPublicationState, type DocumentRead } from './read-status';

const read = (overrides: Partial<DocumentRead> = {}): DocumentRead => ({
  action: 'findMany',
  uid: 'api::news.news',
  kind: 'collectionType',
  draftAndPublish: true,
  contentApi: true,
  params: { locale: 'id' },
  ...overrides,
});

const grant = { uid: 'api::news.news', documentId: 'doc1', locales: ['en', 'id'], status: 'draft' } as const;

describe('which version a content-API read may return', () => {
  it('limits every content-API read of published content to published versions', () => {
    for (const action of ['findMany', 'findFirst', 'findOne', 'count']) {
      expect(enforcedStatus(read({ action }))).toBe('published');
    }
  });

  it('leaves the admin panel alone: editors read drafts there', () => {
    expect(enforcedStatus(read({ contentApi: false }))).toBeNull();
  });

  it('leaves writes and types without draft & publish alone', () => {
    expect(enforcedStatus(read({ action: 'create' }))).toBeNull();
    expect(enforcedStatus(read({ uid: 'api::contact-message.contact-message', draftAndPublish: false }))).toBeNull();
  });

  it('lets a preview credential read its own document in its language and the fallback language', () => {
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale: 'en' }, grant }))).toBeNull();
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale: 'id' }, grant }))).toBeNull();
  });

  it('keeps every other document, language or type published for a request with a credential', () => {
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc2', locale: 'en' }, grant }))).toBe('published');
    expect(enforcedStatus(read({ action: 'findMany', params: { locale: 'en' }, grant }))).toBe('published');
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale: 'fr' }, grant }))).toBe('published');
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale: ['en', 'id'] }, grant }))).toBe(
      'published',
    );
    expect(enforcedStatus(read({ uid: 'api::management.management', params: { documentId: 'doc1', locale: 'en' }, grant }))).toBe(
      'published',
    );
  });

  it('opens no draft with a link issued for the published version', () => {
    const published = { ...grant, status: 'published' } as const;
    for (const locale of ['en', 'id']) {
      expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale }, grant: published }))).toBe(
        'published',
      );
    }
  });

  it('reads no language the credential does not name', () => {
    const english = { ...grant, locales: ['en'] };
    expect(enforcedStatus(read({ action: 'findOne', params: { documentId: 'doc1', locale: 'id' }, grant: english }))).toBe(
      'published',
    );
  });

  it('never opens a list or a count, even one whose query names the credential’s document', () => {
    for (const action of ['findMany', 'count', 'findFirst']) {
      expect(enforcedStatus(read({ action, params: { documentId: 'doc1', locale: 'id' }, grant }))).toBe('published');
    }
  });

  it('lets a credential for a single type read that type, whose reads name no document', () => {
    const about = { uid: 'api::about.about', documentId: 'a1', locales: ['id'], status: 'draft' } as const;
    expect(enforcedStatus(read({ uid: 'api::about.about', kind: 'singleType', action: 'findFirst', grant: about }))).toBeNull();
    expect(enforcedStatus(read({ uid: 'api::about.about', kind: 'singleType', action: 'findMany', grant: about }))).toBe(
      'published',
    );
  });
});

describe('publication-state selectors', () => {
  it('are dropped from a content-API read, every other parameter kept', () => {
    expect(withoutPublicationState({ locale: 'id', publicationFilter: 'modified', hasPublishedVersion: false })).toEqual({
      locale: 'id',
    });
    const plain = { locale: 'en', filters: { slug: 'x' } };
    expect(withoutPublicationState(plain)).toBe(plain);
  });
});
