import { alternatePaths, localisedPath, normalisePath, splitLanguage } from './localised-path';

describe('localisedPath', () => {
  it('keeps Indonesian paths without a prefix', () => {
    expect(localisedPath('/about', 'id')).toBe('/about');
    expect(localisedPath('/', 'id')).toBe('/');
  });

  it('puts English paths under /en', () => {
    expect(localisedPath('/about', 'en')).toBe('/en/about');
    expect(localisedPath('/news/some-article', 'en')).toBe('/en/news/some-article');
  });

  it('gives /en for the English home page', () => {
    expect(localisedPath('/', 'en')).toBe('/en');
  });

  it('tolerates missing or trailing slashes', () => {
    expect(localisedPath('about/', 'en')).toBe('/en/about');
  });
});

describe('splitLanguage', () => {
  it('reads English from the /en prefix', () => {
    expect(splitLanguage('/en/management-etsi/hendra-wijaya')).toEqual({
      language: 'en',
      path: '/management-etsi/hendra-wijaya',
    });
    expect(splitLanguage('/en/')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/en')).toEqual({ language: 'en', path: '/' });
  });

  it('treats unprefixed paths as Indonesian', () => {
    expect(splitLanguage('/contact')).toEqual({ language: 'id', path: '/contact' });
  });

  it('does not mistake a path that merely starts with "en" for English', () => {
    expect(splitLanguage('/energy')).toEqual({ language: 'id', path: '/energy' });
  });

  it('round-trips with localisedPath', () => {
    for (const path of ['/', '/about', '/news/page/2']) {
      expect(splitLanguage(localisedPath(path, 'en'))).toEqual({ language: 'en', path });
    }
  });
});

describe('normalisePath', () => {
  it('collapses duplicate slashes', () => {
    expect(normalisePath('//news//page/')).toBe('/news/page');
  });
});

describe('alternatePaths', () => {
  it('lists the page in Indonesian and English', () => {
    expect(alternatePaths('/client')).toEqual([
      { language: 'id', path: '/client' },
      { language: 'en', path: '/en/client' },
    ]);
  });
});
