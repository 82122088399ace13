import fs from 'node:fs/promises';
import { errors } from '@strapi/utils';
import { uploadRefusal, type DetectType } from './content-check';

/** A file as the upload service receives it (koa-body's formidable file, or one fetched from a URL); names differ by version. */
export interface IncomingFile {
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
  // file-type is an ES module: Node loads it with require() (22.12 and later).
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
};

const pathOf = (file: IncomingFile): string | undefined => file.filepath ?? file.path;

/**
 * Refuses (ValidationError: 400, or the upload dialog's message for a file fetched from a URL)
 * unless every file's content, name and declared type agree (content-check.ts). The files of a
 * refused upload are removed at once: nothing of it stays, on the disk or in the library.
 */
export async function checkUploadedFiles(files: IncomingFile | IncomingFile[] | null | undefined): Promise<void> {
  const list = (Array.isArray(files) ? files : [files]).filter((file): file is IncomingFile => Boolean(file));
  for (const file of list) {
    const filePath = pathOf(file);
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
      await Promise.all(list.map((each) => fs.rm(pathOf(each) ?? '', { force: true })));
      throw new errors.ValidationError(refusal);
    }
  }
}
