/**
 * @jest-environment node
 */
import { servedPath } from './upload-headers';

describe('the path a request names', () => {
  it('is found however its address is written', () => {
    for (const written of [
      '/uploads/a.pdf',
      '/%75ploads/a.pdf',
      '/uploads%2Fa.pdf',
      '/./uploads/a.pdf',
      '/x/../uploads/a.pdf',
      '//uploads/a.pdf',
    ])
      expect(servedPath(written)?.replace(/^\/+/, '/')).toBe('/uploads/a.pdf');
  });

  it('is null when it cannot be decoded', () => {
    expect(servedPath('/uploads/%E0%A4%A')).toBeNull();
  });
});
