/**
 * Files in the bucket keep the upload rules of files on the CMS's disk (file-types.ts): a file
 * that is not a picture or a video is stored to be given as a download (Content-Disposition:
 * attachment) under the type the upload check agreed on; and a bucket that fails while a file is
 * saved, replaced or deleted is said to the editor in one sentence (bucket.ts), with nothing
 * written to the database (Strapi writes a file's row only after the provider has stored it, and
 * deletes it only after the provider has).
 *
 * Strapi's own S3 provider (`@strapi/provider-upload-aws-s3`) does the work; its methods are
 * replaced on the upload plugin's provider in place, so the files keep the provider name
 * `aws-s3` that every instance and `npm run restore` recognise.
 */
import type { Core } from '@strapi/strapi';
import awsS3 from '@strapi/provider-upload-aws-s3';
import { errors } from '@strapi/utils';
import { bucketFailure } from './bucket';
import { storageMessage } from './storage-messages';
import { editorLanguage } from '../editor-language';
import { shownInPlace } from './file-types';
import type { UploadConfig } from './settings';

type S3Provider = ReturnType<typeof awsS3.init>;
type StoredFile = Parameters<S3Provider['upload']>[0];
type Params = Record<string, unknown>;

/**
 * The object headers a file is stored with, beside its type: a download unless both its name and
 * its type are a picture's or a video's (a replaced file keeps its old name: a PDF put in place of
 * a photo is stored under `photo.jpg` as application/pdf, and must not open in the browser).
 */
export function objectHeaders(file: Pick<StoredFile, 'ext' | 'name' | 'mime'>): Params {
  const name = file.ext ? `file${file.ext}` : file.name;
  const shownType = /^(image|video)\//.test(file.mime ?? '');
  return shownInPlace(name) && shownType ? {} : { ContentDisposition: 'attachment' };
}

/**
 * Puts the bucket's rules on the upload plugin's provider (UPLOAD_PROVIDER=s3 only). During
 * `npm run restore` (`restoring`), the files of the CMS restored into are not deleted from the
 * bucket before the backup's are stored: Strapi's import deletes them first and does not put them
 * back when the import fails, and the backup's files come back under the same keys anyway.
 */
export function keepBucketRules(strapi: Core.Strapi, upload: UploadConfig, { restoring = false } = {}): void {
  if (upload.provider !== 'aws-s3') return;
  const bucket = awsS3.init(upload.providerOptions);
  /** Runs a bucket request; its failure becomes the editor's one sentence (400), not a 500. */
  const said = async <T>(action: 'saved' | 'deleted', request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      const failure = bucketFailure(error);
      strapi.log.error(`Media bucket: a file was not ${action} (${failure}): ${error instanceof Error ? error.message : error}`);
      throw new errors.ApplicationError(storageMessage(failure, action, editorLanguage(strapi)));
    }
  };
  const provider = strapi.plugin('upload').provider as { extend(methods: Params): void };
  provider.extend({
    upload: (file: StoredFile, params: Params = {}) =>
      said('saved', () => bucket.upload(file, { ...params, ...objectHeaders(file) })),
    uploadStream: (file: StoredFile, params: Params = {}) =>
      said('saved', () => bucket.uploadStream(file, { ...params, ...objectHeaders(file) })),
    replace: (file: StoredFile, old: StoredFile) => said('saved', () => bucket.replace(file, old, objectHeaders(file))),
    replaceStream: (file: StoredFile, old: StoredFile) =>
      said('saved', () => bucket.replaceStream(file, old, objectHeaders(file))),
    delete: (file: StoredFile, params: Params = {}) =>
      restoring ? Promise.resolve() : said('deleted', () => bucket.delete(file, params)),
  });
}
