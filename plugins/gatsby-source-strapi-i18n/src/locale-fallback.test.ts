import { localiseDocuments } from './locale-fallback';

const entry = (documentId: string, locale: string, title: string) => ({ documentId, locale, title });

describe('localiseDocuments', () => {
  it('gives each language its own translation', () => {
    const result = localiseDocuments([entry('a', 'id', 'Berita'), entry('a', 'en', 'News')], ['id', 'en'], 'id');
    expect(result).toEqual([
      { documentId: 'a', locale: 'id', title: 'Berita', language: 'id', contentLanguage: 'id' },
      { documentId: 'a', locale: 'en', title: 'News', language: 'en', contentLanguage: 'en' },
    ]);
  });

  it('falls back to Indonesian when the English version is missing', () => {
    const result = localiseDocuments([entry('b', 'id', 'Hanya Indonesia')], ['id', 'en'], 'id');
    expect(result.find((item) => item.language === 'en')).toMatchObject({ title: 'Hanya Indonesia', contentLanguage: 'id' });
  });

  it('leaves a language out when neither it nor the fallback exists', () => {
    const result = localiseDocuments([entry('c', 'en', 'Only English')], ['id', 'en'], 'id');
    expect(result.map((item) => item.language)).toEqual(['en']);
  });

  it('keeps documents apart', () => {
    const result = localiseDocuments([entry('a', 'id', 'A'), entry('b', 'id', 'B')], ['id'], 'id');
    expect(result.map((item) => item.title)).toEqual(['A', 'B']);
  });
});
