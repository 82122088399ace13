/**
 * The media library, as this site needs it (Strapi's extension of an installed plugin): every
 * file that reaches its upload service — uploaded in the library or an edit view, replacing
 * another, fetched from a URL, sent through the content API — is what its name and declared type
 * say, or nothing is stored (src/upload/check-files.ts). Strapi's own check recognises binary
 * formats only: HTML bytes named .svg or .pdf pass it.
 */
import type { Core } from '@strapi/strapi';
import { checkUploadedFiles, type IncomingFile } from '../../upload/check-files';

interface UploadService {
  upload(input: { data: unknown; files: IncomingFile | IncomingFile[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: IncomingFile }, options?: unknown): Promise<unknown>;
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
        await checkUploadedFiles(input.files);
        return service.upload(input, options);
      },
      async replace(id, input, options) {
        await checkUploadedFiles(input.file);
        return service.replace(id, input, options);
      },
    };
  };
  return plugin;
};
