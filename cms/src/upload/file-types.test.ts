/**
 * @jest-environment node
 */
import { ALLOWED_UPLOAD_TYPES, uploadResponseHeaders } from './file-types';

describe('uploaded files', () => {
  it('allow the media editors use, never a type a browser runs', () => {
    expect(ALLOWED_UPLOAD_TYPES).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf']),
    );
    for (const active of [
      'text/html',
      'text/javascript',
      'application/javascript',
      'application/xml',
      'text/xml',
      'application/xhtml+xml',
    ]) {
      expect(ALLOWED_UPLOAD_TYPES).not.toContain(active);
    }
  });

  it.each(['photo.jpg', 'PHOTO.JPEG', 'logo.png', 'hero.webp', 'hero.avif', 'logo.svg', 'clip.mp4'])(
    'show %s in place, sandboxed',
    (name) => {
      const headers = uploadResponseHeaders(name);
      expect(headers['Content-Disposition']).toBeUndefined();
      expect(headers['Content-Security-Policy']).toMatch(/(^|; )sandbox($|;)/);
      expect(headers['Content-Security-Policy']).toContain("default-src 'none'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    },
  );

  it.each([
    'laporan-tahunan.pdf',
    'LAPORAN.PDF',
    'page.html',
    'page.htm',
    'app.js',
    'feed.xml',
    'page.xhtml',
    'no-extension',
    'photo.jpg.html',
    'form.docx',
  ])('serve %s only as a sandboxed download', (name) => {
    const headers = uploadResponseHeaders(name);
    expect(headers['Content-Disposition']).toBe('attachment');
    expect(headers['Content-Security-Policy']).toMatch(/sandbox$/);
  });
});
