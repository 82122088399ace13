/**
 * @jest-environment node
 */
import { englishEditPath, englishListPath } from './paths';
import { untranslated } from '../../../admin/translation-check';
import * as translations from './translations';

describe('links of the Translations widget', () => {
  it('open the English version of an article, or of a single type', () => {
    expect(englishEditPath({ uid: 'api::news.news', kind: 'collectionType' }, 'abc')).toBe(
      '/content-manager/collection-types/api::news.news/abc?plugins[i18n][locale]=en',
    );
    expect(englishEditPath({ uid: 'api::about.about', kind: 'singleType' }, 'x')).toBe(
      '/content-manager/single-types/api::about.about?plugins[i18n][locale]=en',
    );
    expect(englishListPath({ uid: 'api::news.news' })).toBe(
      '/content-manager/collection-types/api::news.news?plugins[i18n][locale]=en',
    );
  });
});

describe('texts of the Translations widget', () => {
  it('exist in Indonesian for every English text, with the same placeholders', () => {
    expect(untranslated(translations.en, translations.id)).toEqual([]);
  });
});
