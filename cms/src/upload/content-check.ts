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
import { sanitiseSvg } from './svg-sanitiser';

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
  // Office documents are ZIP archives: file-type names the kind from its parts (a plain ZIP is not one).
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  '.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  '.pptx': {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    content: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
};

/** The extensions the media library accepts, with their dot. */
export const ALLOWED_EXTENSIONS = Object.keys(FORMATS);

/** The declared type each accepted extension goes with. */
export const ALLOWED_TYPE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(FORMATS).map(([extension, { type }]) => [extension, type]),
);

/** The types the media library accepts (Strapi's allow list, config/plugins.ts). */
export const ALLOWED_UPLOAD_TYPES = [...new Set(Object.values(FORMATS).map(({ type }) => type))];

/** A declared type that says nothing (the content decides). */
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * The most an SVG picture may hold: a logo or a drawing nests groups a dozen deep and holds a few
 * thousand shapes. Beyond these the parse alone takes seconds (a file of `<g>` nested 30,000 deep,
 * 200 KB, took 25 s), so a file is measured while it streams through the XML parser, and refused
 * at the first element past a limit, before any document is built from it.
 */
export const SVG_LIMITS = { depth: 64, elements: 20_000, attributes: 100_000 } as const;

/** Thrown from the parser's handlers to stop it at the first element past a limit. */
class Oversized extends Error {}

/**
 * Why `text` is not well-formed XML with an `<svg>` root in SVG's namespace within SVG_LIMITS, with
 * no document type declaring entities and no processing instruction; null when it is.
 */
function svgStructureProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let root: { local: string; uri: string } | null = null;
  let problem: string | null = null;
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  const note = (found: string) => {
    problem ??= found;
  };
  parser.on('error', () => note('is not well-formed XML'));
  parser.on('doctype', (doctype) => {
    if (/\[|ENTITY/i.test(doctype)) note('declares entities');
  });
  parser.on('processinginstruction', ({ target }) => note(`holds an instruction (${target})`));
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri };
    depth += 1;
    elements += 1;
    attributes += Object.keys(tag.attributes).length;
    if (depth > SVG_LIMITS.depth) note(`nests elements more than ${SVG_LIMITS.depth} deep`);
    else if (elements > SVG_LIMITS.elements) note(`holds more than ${SVG_LIMITS.elements.toLocaleString('en')} elements`);
    else if (attributes > SVG_LIMITS.attributes) note(`holds more than ${SVG_LIMITS.attributes.toLocaleString('en')} attributes`);
    if (problem) throw new Oversized(problem);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    note('is not well-formed XML');
  }
  if (problem) return problem;
  const found = root as { local: string; uri: string } | null;
  return !found || found.local !== 'svg' || found.uri !== SVG_NAMESPACE ? 'is not an SVG picture' : null;
}

/** What the check of an SVG found: why it is refused (null: taken), and the picture as it is stored. */
export interface SvgVerdict {
  problem: string | null;
  svg: string;
}

/**
 * Checks an SVG and makes the picture stored: well-formed, within SVG_LIMITS (svgStructureProblem),
 * and nothing DOMPurify's SVG sanitiser (svg-sanitiser.ts) would take out that a browser acts on —
 * a script, foreign (HTML) content, an event handler, `animate` or `set`, a URL that is not a safe
 * one, however written. The file stored is the sanitiser's output. Seconds of work for a large
 * picture: the CMS runs it off its request thread (svg-check.ts).
 */
export function checkSvg(text: string): SvgVerdict {
  const problem = svgStructureProblem(text);
  if (problem) return { problem, svg: '' };
  const { svg, removed } = sanitiseSvg(text);
  return { problem: removed.length > 0 ? `holds ${removed.join(', ')}` : null, svg };
}

/** Why `text` is not an SVG picture the media library takes (checkSvg), or null. */
export const svgProblem = (text: string): string | null => checkSvg(text).problem;

/** True when `text` is an SVG picture the media library takes. */
export const isSvgDocument = (text: string): boolean => svgProblem(text) === null;

/**
 * Markup a browser would take for a page, in a file that is not one: HTML or script hidden in a
 * picture, video, PDF or office file (a "polyglot", valid as both). Looked for in the whole file.
 */
const MARKUP = ['<script', '<html', '<!doctype html', '<iframe', '<body', '<object', '<embed', '<svg'];

/** The markup `bytes` hold, or null. */
export function markupIn(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return MARKUP.find((marker) => text.includes(marker)) ?? null;
}

/** What file-type detects in a file's first bytes (undefined for text and unknown formats). */
export type DetectType = (bytes: Uint8Array) => Promise<string | undefined>;

export interface UploadedFile {
  name: string;
  declaredType: string;
  /** The whole of an SVG; the first bytes (4 KB or more) of the rest. */
  bytes: Uint8Array;
  /** The markup the whole file holds (markupIn over all of it); by default, that of `bytes`. */
  markup?: () => Promise<string | null>;
}

/** Checks an SVG (checkSvg): in the caller's thread by default. */
export type CheckSvg = (text: string) => Promise<SvgVerdict>;

/** Why `file` is refused, in one line, or null when its content, name and declared type agree. */
export async function uploadRefusal(
  file: UploadedFile,
  detect: DetectType,
  check: CheckSvg = async (text) => checkSvg(text),
): Promise<string | null> {
  const extension = path.extname(file.name).toLowerCase();
  const format = FORMATS[extension];
  if (!format) return `"${file.name}": files named ${extension || 'without an extension'} are not allowed.`;
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && declared !== format.type)
    return `"${file.name}" is declared as ${declared}, but a ${extension} file is ${format.type}.`;
  if (extension === '.svg') {
    const { problem } = await check(Buffer.from(file.bytes).toString('utf8'));
    return problem
      ? `"${file.name}" ${problem === 'is not an SVG picture' ? problem : `is not an SVG picture the library takes: it ${problem}`}.`
      : null;
  }
  const detected = await detect(file.bytes);
  if (!detected || !format.content.includes(detected))
    return `"${file.name}" is not a ${extension} file: its content is ${detected ?? 'not a known format'}.`;
  const markup = file.markup ? await file.markup() : markupIn(file.bytes);
  if (markup) return `"${file.name}" holds web page markup (${markup}) besides its ${extension} content.`;
  return null;
}

/** The extensions of the pictures the CMS's image pipeline (sharp) reads: thumbnails and formats are made of them. */
export const RASTER_EXTENSIONS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif']);

/**
 * The largest picture the library takes, in pixels (all frames of an animation counted): a 48-megapixel
 * phone photo fits. A PNG of 16,000 × 16,000 pixels is 275 KB, and its thumbnails took 21 s of the
 * threads that also serve files: six at once held the media and the admin for a minute.
 */
export const PICTURE_PIXELS_MAX = 50_000_000;

/** Why a picture of these dimensions is refused (too many pixels), or null. */
export function pictureSizeProblem({
  width,
  height,
  pages = 1,
}: {
  width?: number;
  height?: number;
  pages?: number;
}): string | null {
  if (!width || !height) return 'has no dimensions a picture has';
  const pixels = width * height * Math.max(1, pages);
  if (pixels <= PICTURE_PIXELS_MAX) return null;
  const frames = pages > 1 ? ` in ${pages} frames` : '';
  return `is ${width} × ${height} pixels${frames} (${Math.round(pixels / 1_000_000)} megapixels): the library takes pictures of up to ${PICTURE_PIXELS_MAX / 1_000_000} megapixels, so make it smaller first`;
}
