import { HOME_REDIRECT_SCRIPT, rememberFirstLanguage } from './language-preference';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe('stored language', () => {
  it('is set to id when a visitor first lands on an Indonesian page', () => {
    const storage = memoryStorage();
    rememberFirstLanguage('/about', storage);
    expect(storage.values.get('lang')).toBe('id');
  });

  it('is set to en when the first page is English', () => {
    const storage = memoryStorage();
    rememberFirstLanguage('/en/news', storage);
    expect(storage.values.get('lang')).toBe('en');
  });

  it('is never overwritten by navigation once chosen', () => {
    const storage = memoryStorage({ lang: 'en' });
    rememberFirstLanguage('/about', storage);
    expect(storage.values.get('lang')).toBe('en');
  });
});

describe('home redirect', () => {
  const runAt = (pathname: string, stored: string | null) => {
    const replace = jest.fn();
    const location = { pathname, search: '', hash: '', replace };
    const localStorage = { getItem: () => stored };
    new Function('location', 'localStorage', HOME_REDIRECT_SCRIPT)(location, localStorage);
    return replace;
  };

  it('sends / to /en for a stored English preference', () => {
    expect(runAt('/', 'en')).toHaveBeenCalledWith('/en');
  });

  it('leaves / alone otherwise', () => {
    expect(runAt('/', 'id')).not.toHaveBeenCalled();
    expect(runAt('/', null)).not.toHaveBeenCalled();
  });

  it('never redirects other pages', () => {
    expect(runAt('/about', 'en')).not.toHaveBeenCalled();
  });
});
