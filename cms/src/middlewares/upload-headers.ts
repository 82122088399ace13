import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { uploadResponseHeaders } from '../upload/file-types';

/** The path a request names once decoded and normalised (`/%75ploads/./a.pdf` → `/uploads/a.pdf`), or null when it cannot be decoded. */
export function servedPath(requestPath: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath));
  } catch {
    return null;
  }
}

/**
 * Whatever lies in the uploads folder is served with its inert headers (src/upload/file-types.ts),
 * whichever way its address is written: the upload plugin's own route takes `/uploads/…` as
 * written, while Strapi's public folder serves `/%75ploads/…`, `/uploads%2F…` or `/./uploads/…`
 * too — with none of them (a PDF shown in place, an SVG unsandboxed). Set on the way out, over
 * anything set inside.
 */
const uploadHeaders: Core.MiddlewareFactory = () => async (context, next) => {
  await next();
  const served = servedPath(context.path);
  if (!served?.toLowerCase().startsWith('/uploads/') || context.status >= 400) return;
  for (const [name, value] of Object.entries(uploadResponseHeaders(served))) context.set(name, value);
};

export default uploadHeaders;
