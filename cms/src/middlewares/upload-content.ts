import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { uploadRefusal, type DetectType } from '../upload/content-check';

/** A file koa-body (formidable) parsed from a multipart request; the names differ between its versions. */
interface ParsedFile {
  filepath?: string;
  path?: string;
  originalFilename?: string | null;
  name?: string | null;
  mimetype?: string | null;
  type?: string | null;
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

const detect: DetectType = async (bytes) => {
  // file-type is an ES module: Node loads it with require() (22.12+, 20.19+).
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
};

/**
 * Every file of every request (the media library's upload and replace, the content API's, any
 * route that takes one) is checked before anything else sees it: its content, name and declared
 * type must agree (src/upload/content-check.ts). A refused request is answered 400 with the
 * reason in one line, and its files are removed at once: nothing is stored.
 */
const uploadContent: Core.MiddlewareFactory = () => async (context, next) => {
  const parsed = (context.request as { files?: Record<string, ParsedFile | ParsedFile[]> }).files;
  const files = parsed ? Object.values(parsed).flat() : [];
  for (const file of files) {
    const filePath = file.filepath ?? file.path;
    const name = file.originalFilename ?? file.name ?? '';
    const refusal = filePath
      ? await uploadRefusal(
          {
            name,
            declaredType: file.mimetype ?? file.type ?? '',
            bytes: await head(filePath, name.toLowerCase().endsWith('.svg') ? SVG_LIMIT_BYTES : SIGNATURE_BYTES),
          },
          detect,
        )
      : `"${name}" could not be read.`;
    if (refusal) {
      await Promise.all(files.map((each) => fs.rm(each.filepath ?? each.path ?? '', { force: true })));
      throw new errors.ValidationError(refusal);
    }
  }
  await next();
};

export default uploadContent;
