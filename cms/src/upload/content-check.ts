/**
 * Whether an uploaded file is what its name and declared type say. Strapi's upload security
 * (config/plugins.ts, `security.allowedTypes`) recognises binary formats by their bytes, but text
 * has no magic number: HTML bytes named `.svg` or `.pdf` pass it. Here every file must be the
 * format of its extension: pictures, videos, PDFs and office documents by their signature
 * (file-type), SVG by parsing it (saxes: well-formed XML whose root element is `svg`), and a
 * declared type, when one is given, the same. The refusal says what is wrong in one line.
 */
import path from 'node:path';
import { SaxesParser } from 'saxes';

/** Per extension: the declared type it goes with, and what its content may be detected as. */
const FORMATS: Record<string, { type: string; content: readonly string[] }> = {
  '.jpg': { type: 'image/jpeg', content: ['image/jpeg'] },
  '.jpeg': { type: 'image/jpeg', content: ['image/jpeg'] },
  '.png': { type: 'image/png', content: ['image/png', 'image/apng'] },
  '.webp': { type: 'image/webp', content: ['image/webp'] },
  '.avif': { type: 'image/avif', content: ['image/avif'] },
  '.gif': { type: 'image/gif', content: ['image/gif'] },
  '.svg': { type: 'image/svg+xml', content: [] },
  '.mp4': { type: 'video/mp4', content: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'audio/mp4'] },
  '.webm': { type: 'video/webm', content: ['video/webm'] },
  '.pdf': { type: 'application/pdf', content: ['application/pdf'] },
  // Office documents are ZIP archives; file-type names the kind when it finds its parts early.
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  },
  '.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  },
  '.pptx': {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    content: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  },
};

/** The types the media library accepts (Strapi's allow list, config/plugins.ts). */
export const ALLOWED_UPLOAD_TYPES = [...new Set(Object.values(FORMATS).map(({ type }) => type))];

/** A declared type that says nothing (the content decides). */
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);

/** True when `text` is well-formed XML whose root element is `<svg>`. */
export function isSvgDocument(text: string): boolean {
  const parser = new SaxesParser({ xmlns: false });
  let root: string | null = null;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    root ??= tag.name;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    failed = true;
  }
  return !failed && root !== null && (root === 'svg' || (root as string).endsWith(':svg'));
}

/** What file-type detects in a file's first bytes (undefined for text and unknown formats). */
export type DetectType = (bytes: Uint8Array) => Promise<string | undefined>;

export interface UploadedFile {
  name: string;
  declaredType: string;
  /** The whole file for SVG; its first bytes (4 KB or more) for the rest. */
  bytes: Uint8Array;
}

/** Why `file` is refused, in one line, or null when its content, name and declared type agree. */
export async function uploadRefusal(file: UploadedFile, detect: DetectType): Promise<string | null> {
  const extension = path.extname(file.name).toLowerCase();
  const format = FORMATS[extension];
  if (!format) return `"${file.name}": files named ${extension || 'without an extension'} are not allowed.`;
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && declared !== format.type)
    return `"${file.name}" is declared as ${declared}, but a ${extension} file is ${format.type}.`;
  if (extension === '.svg') {
    return isSvgDocument(Buffer.from(file.bytes).toString('utf8')) ? null : `"${file.name}" is not an SVG picture.`;
  }
  const detected = await detect(file.bytes);
  if (!detected || !format.content.includes(detected))
    return `"${file.name}" is not a ${extension} file: its content is ${detected ?? 'not a known format'}.`;
  return null;
}
