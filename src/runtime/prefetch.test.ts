import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('prefetches on a normal connection', () => {
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(shouldPrefetch({ onLine: true })).toBe(true);
  });

  it('does not prefetch on 2g or slow-2g', () => {
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('does not prefetch with data saver on', () => {
    expect(shouldPrefetch({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });

  it('does not prefetch offline', () => {
    expect(shouldPrefetch({ onLine: false })).toBe(false);
  });
});
