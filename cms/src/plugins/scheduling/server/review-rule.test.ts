/**
 * @jest-environment node
 */
import { changedLanguages } from './review-rule';

const shared = ['slug', 'date', 'cover'];
const languages = ['id', 'en'];

describe('the languages whose drafts a save changed', () => {
  it.each([
    ['a save of one language, its own fields', { action: 'update', locale: 'id', fields: ['title', 'body'] }, ['id']],
    ['a save of one language that sets a shared field', { action: 'update', locale: 'en', fields: ['title', 'date'] }, languages],
    ['a new language, with a shared field', { action: 'create', locale: 'en', fields: ['title', 'slug'] }, languages],
    ['a new language, its own fields only', { action: 'create', locale: 'en', fields: ['title'] }, ['en']],
    ['a discarded draft, whatever it held', { action: 'discardDraft', locale: 'id', fields: ['date'] }, ['id']],
    ['every language named', { action: 'update', locale: '*', fields: ['title'] }, languages],
    ['a list of languages', { action: 'discardDraft', locale: ['en', 3], fields: [] }, ['en']],
    ['a publish (the draft is unchanged)', { action: 'publish', locale: 'id', fields: [] }, []],
    ['a delete', { action: 'delete', locale: 'id', fields: [] }, []],
    ['no language at all', { action: 'update', locale: undefined, fields: ['title'] }, []],
  ])('%s', (_name, write, expected) => {
    expect(changedLanguages(write, shared, languages)).toEqual(expected);
  });
});
