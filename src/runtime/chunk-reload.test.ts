import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload';

describe('chunk-load failures', () => {
  it('recognises webpack chunk-load errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 452 failed.' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });

  it('does not reload twice within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_059_999, 1_000_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_060_000, 1_000_000)).toBe(true);
  });
});
