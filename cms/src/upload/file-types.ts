/**
 * What editors may upload, and how the CMS serves each file back. Refused at upload (Strapi's
 * upload security, and content-check.ts: the file's content, extension and declared type must
 * agree): HTML, scripts, XML and anything else a browser would run. Served inert in any case (a
 * file put on the disk by other means, an upload from before this rule): pictures and videos
 * shown in place but sandboxed (an SVG's script never runs); every other file, PDFs included,
 * only as a download, sandboxed as well — a PDF opened in the browser's viewer may run its own
 * script, and the viewer does not open a sandboxed one. The site's servers pass /uploads through
 * with these headers.
 */
export { ALLOWED_UPLOAD_TYPES } from './content-check';

/** Shown in place: what browsers render without running anything of the file's own. */
const SHOWN_IN_PLACE = /\.(jpe?g|png|webp|avif|gif|svg|mp4|webm)$/i;

/** No script, no plugin, no form, an opaque origin: what a file may do when opened. */
const INERT_POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Whether a file, by its name, is shown in place (a picture, a video) rather than given as a download. */
export const shownInPlace = (fileName: string): boolean => SHOWN_IN_PLACE.test(fileName);

/** The response headers of an uploaded file, by its name. */
export function uploadResponseHeaders(fileName: string): Record<string, string> {
  const common = { 'X-Content-Type-Options': 'nosniff' };
  if (shownInPlace(fileName)) return { ...common, 'Content-Security-Policy': INERT_POLICY };
  return { ...common, 'Content-Security-Policy': INERT_POLICY, 'Content-Disposition': 'attachment' };
}
