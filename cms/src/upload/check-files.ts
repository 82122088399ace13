import fs from 'node:fs/promises';
import { errors } from '@strapi/utils';
import path from 'node:path';
import { RASTER_EXTENSIONS, markupIn, pictureSizeProblem, uploadRefusal, type SvgVerdict } from './content-check';
import { checkSvgOffThread } from './svg-check';

/** A file as the upload service receives it (koa-body's formidable file, or one fetched from a URL); names differ by version. */
export interface IncomingFile {
  filepath?: string;
  path?: string;
  originalFilename?: string | null;
  name?: string | null;
  mimetype?: string | null;
  type?: string | null;
  size?: number;
}

/** What a check reads of a file: the whole of an SVG (parsed), the signature of the rest. */
const SVG_LIMIT_BYTES = 5 * 1024 * 1024;
const SIGNATURE_BYTES = 4100;

async function head(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What file-type finds in a file, read from the file as far as it needs (an office document's parts, say). */
async function detectFile(file: string): Promise<string | undefined> {
  // file-type is an ES module: Node loads it with require() (22.12 and later).
  const { fileTypeFromFile } = await import('file-type');
  return (await fileTypeFromFile(file))?.mime;
}

/** The markup anywhere in a file, read a megabyte at a time (the chunks overlap by a marker's length). */
async function markupInFile(file: string): Promise<string | null> {
  const OVERLAP = 16;
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    let carried = Buffer.alloc(0);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return null;
      const chunk = Buffer.concat([carried, buffer.subarray(0, bytesRead)]);
      const found = markupIn(chunk);
      if (found) return found;
      carried = Buffer.from(chunk.subarray(Math.max(0, chunk.length - OVERLAP)));
    }
  } finally {
    await handle.close();
  }
}

const pathOf = (file: IncomingFile): string | undefined => file.filepath ?? file.path;

/**
 * Refuses (ValidationError: 400, or the upload dialog's message for a file fetched from a URL)
 * unless every file's content, name and declared type agree (content-check.ts). The files of a
 * refused upload are removed at once: nothing of it stays, on the disk or in the library. An SVG
 * is checked off the request thread (svg-check.ts), and stored as the sanitiser left it.
 */
export async function checkUploadedFiles(files: IncomingFile | IncomingFile[] | null | undefined, who = 'anyone'): Promise<void> {
  const list = (Array.isArray(files) ? files : [files]).filter((file): file is IncomingFile => Boolean(file));
  for (const file of list) {
    const filePath = pathOf(file);
    const name = file.originalFilename ?? file.name ?? '';
    let checked: SvgVerdict | null = null;
    const refusal = filePath
      ? await uploadRefusal(
          {
            name,
            declaredType: file.mimetype ?? file.type ?? '',
            bytes: await head(filePath, name.toLowerCase().endsWith('.svg') ? SVG_LIMIT_BYTES : SIGNATURE_BYTES),
            markup: () => markupInFile(filePath),
          },
          () => detectFile(filePath),
          async (text) => (checked = await checkSvgOffThread(text, who)),
        )
      : `"${name}" could not be read.`;
    const tooLarge =
      !refusal && filePath && RASTER_EXTENSIONS.has(path.extname(name).toLowerCase()) ? await sizeProblem(filePath) : null;
    if (refusal || tooLarge) {
      await Promise.all(list.map((each) => fs.rm(pathOf(each) ?? '', { force: true })));
      throw new errors.ValidationError(refusal ?? `"${name}" ${tooLarge}.`);
    }
    const verdict = checked as SvgVerdict | null;
    if (filePath && verdict) await storeSanitised(file, filePath, verdict.svg);
  }
}

/** Why a picture is too large for the image pipeline (pictureSizeProblem), read from its header only. */
async function sizeProblem(filePath: string): Promise<string | null> {
  const { default: sharp } = await import('sharp');
  try {
    // The header only: no pixel is decoded, whatever the picture claims.
    return pictureSizeProblem(await sharp(filePath, { limitInputPixels: false }).metadata());
  } catch {
    return 'could not be read as a picture';
  }
}

/** An SVG is stored as DOMPurify's sanitiser left it (svg-sanitiser.ts): what a tool noted in it for itself is gone. */
async function storeSanitised(file: IncomingFile, filePath: string, svg: string): Promise<void> {
  await fs.writeFile(filePath, svg);
  // Strapi records the size it is given (kilobytes, from formidable's bytes).
  if (typeof file.size === 'number') file.size = Buffer.byteLength(svg);
}
