/**
 * @jest-environment node
 */
import path from 'node:path';
import { readContentModel } from './read-content-model';
import { planSync, versionPopulate, versionsOf } from './sync-plan';

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
