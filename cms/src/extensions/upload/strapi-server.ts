/**
 * The media library, as this site needs it (Strapi's extension of an installed plugin): every
 * file that reaches its upload service — uploaded in the library or an edit view, replacing
 * another, fetched from a URL, sent through the content API — is what its name and declared type
 * say, or nothing is stored (src/upload/check-files.ts). Strapi's own check recognises binary
 * formats only: HTML bytes named .svg or .pdf pass it. No upload names a document's row or field.
 * A file replaced or described anew holds the publish schedules of the drafts that show it, when
 * its changer may not publish them (src/plugins/scheduling/server/holds.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import path from 'node:path';
import { RASTER_EXTENSIONS } from '../../upload/content-check';
import { fairQueue, QueueFull } from '../../upload/fair-queue';
import { checkUploadedFiles, type IncomingFile } from '../../upload/check-files';
import { categoryOf } from '../../upload/media-types';
import { fileInfosOf } from '../../upload/file-info';
import { holdSchedulesShowingFiles } from '../../plugins/scheduling/server/holds';

/**
 * What an upload may not name: Strapi links the new file to the row `ref`/`refId`/`field` name,
 * past the document service — an Author put their picture into the cover of an Editor's live
 * article (the fifth attack) — and `path` places it in storage. A file goes into a field from the
 * document's edit view, where the ownership, publish and media-type rules hold.
 */
const LINKS = ['ref', 'refId', 'field', 'path'] as const;

/**
 * Pictures are made into thumbnails and formats one upload at a time for each admin, two at most at
 * once (fair-queue.ts): sharp's work runs on the threads that also read files from disk, and six
 * large pictures at once held the media library and the admin's own files for a minute (the fifth
 * attack); one queue for everyone let one Author hold everyone else's uploads (the sixth). Other
 * files go straight through.
 */
const pictureWork = fairQueue(2, { waiting: 8 });

/** Who is uploading, for the fair queues: the admin of the request. */
const uploader = (strapi: Core.Strapi): string => {
  const id = (strapi.requestContext.get() as { state?: { user?: { id?: unknown } } } | undefined)?.state?.user?.id;
  return id === undefined ? 'anyone' : `admin ${String(id)}`;
};
const holdsPictures = (files: IncomingFile | IncomingFile[] | null | undefined): boolean =>
  (Array.isArray(files) ? files : [files]).some((file) =>
    RASTER_EXTENSIONS.has(path.extname(file?.originalFilename ?? file?.name ?? '').toLowerCase()),
  );
const inTurn = <T>(who: string, files: IncomingFile | IncomingFile[] | null | undefined, work: () => Promise<T>): Promise<T> =>
  holdsPictures(files)
    ? pictureWork(who, work).catch((error: unknown) => {
        throw error instanceof QueueFull ? new errors.ValidationError(`Not uploaded: ${error.message}.`) : error;
      })
    : work();

/**
 * The longest file name an upload may give, in bytes: Strapi makes the stored file's name from it,
 * and a name over the disk's 255 answered 500 (ENAMETOOLONG; the sixth attack).
 */
const NAME_BYTES_MAX = 200;

/** Refuses an upload that names a row, a field or a storage path, or gives a name too long to store (400, nothing stored). */
export function refuseUnsafeFields(data: unknown): void {
  const long = fileInfosOf((data as { fileInfo?: unknown } | null | undefined)?.fileInfo)
    .map((info) => info?.name)
    .find((name) => typeof name === 'string' && Buffer.byteLength(name) > NAME_BYTES_MAX);
  if (typeof long === 'string')
    throw new errors.ValidationError(
      `A file's name may be ${NAME_BYTES_MAX} bytes long at most: "${long.slice(0, 40)}…" is ${Buffer.byteLength(long)}.`,
    );
  const named = LINKS.filter((key) => {
    const value = (data as Record<string, unknown> | null | undefined)?.[key];
    return value !== undefined && value !== null && value !== '';
  });
  if (named.length > 0)
    throw new errors.ValidationError(
      `An upload goes into the media library only: put it into a field from the document's edit view (${named.join(', ')} not taken).`,
    );
}

/**
 * A file is replaced by one of its kind — a picture by a picture, a PDF by a document: the fields
 * that hold it take only their kinds, and the site's build (which makes pictures of pictures)
 * stopped at a PDF put in a published article's cover (the eighth attack).
 */
async function refuseAnotherKind(strapi: Core.Strapi, id: unknown, file: IncomingFile): Promise<void> {
  const kept = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { id: Number(id) }, select: ['mime', 'name'] })) as {
    mime?: string | null;
    name?: string | null;
  } | null;
  const incoming = file.mimetype ?? file.type ?? '';
  if (!kept?.mime || !incoming) return; // no such file: the upload service says so
  const [was, is] = [categoryOf(kept.mime), categoryOf(incoming)];
  // An SVG is a picture the site does not re-encode: only by another SVG.
  const svg = (mime: string) => mime.toLowerCase() === 'image/svg+xml';
  if (was !== is || svg(kept.mime) !== svg(incoming))
    throw new errors.ValidationError(
      `"${kept.name ?? id}" is ${kept.mime}: it can be replaced only by a file of its kind, not by ${incoming}. Upload the new file as a file of its own.`,
    );
}

interface UploadService {
  upload(input: { data: unknown; files: IncomingFile | IncomingFile[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: IncomingFile }, options?: unknown): Promise<unknown>;
  updateFileInfo(id: unknown, info: unknown, options?: unknown): Promise<unknown>;
  remove(file: { id?: unknown }): Promise<unknown>;
}

type ServiceFactory = (context: { strapi: Core.Strapi }) => UploadService;

interface UploadPlugin {
  services: Record<string, ServiceFactory>;
}

export default (plugin: UploadPlugin): UploadPlugin => {
  const createUploadService = plugin.services.upload;
  plugin.services.upload = (context) => {
    const service = createUploadService(context);
    return {
      ...service,
      async upload(input, options) {
        refuseUnsafeFields(input.data);
        const who = uploader(context.strapi);
        await checkUploadedFiles(input.files, who);
        return inTurn(who, input.files, () => service.upload(input, options));
      },
      async replace(id, input, options) {
        refuseUnsafeFields(input.data);
        const who = uploader(context.strapi);
        await checkUploadedFiles(input.file, who);
        await refuseAnotherKind(context.strapi, id, input.file);
        const replaced = await inTurn(who, input.file, () => service.replace(id, input, options));
        await holdSchedulesShowingFiles(context.strapi, [id as number]);
        return replaced;
      },
      // A file's alternative text or caption changed changes the drafts that show it too.
      async updateFileInfo(id, info, options) {
        const updated = await service.updateFileInfo(id, info, options);
        await holdSchedulesShowingFiles(context.strapi, [id as number]);
        return updated;
      },
      // A file deleted goes from every draft that shows it: a change of those drafts, held before
      // the file's uses go with it (the seventh attack: an Author's delete left the schedule live).
      async remove(file) {
        if (typeof file?.id === 'number') await holdSchedulesShowingFiles(context.strapi, [file.id]);
        return service.remove(file);
      },
    };
  };
  return plugin;
};
