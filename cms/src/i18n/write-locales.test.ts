import { writeLocales } from './write-locales';

describe('the languages a write names', () => {
  it.each([
    [undefined, ['id']],
    ['', ['id']],
    ['en', ['en']],
    [
      ['id', 'en', 3],
      ['id', 'en'],
    ],
    ['*', null],
  ])('%j: %j', (locale, expected) => {
    expect(writeLocales(locale, 'id')).toEqual(expected);
  });
});
