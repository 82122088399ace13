import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';
import { mailSettings } from '../src/contact/mail-settings';
import { ALLOWED_UPLOAD_TYPES, uploadResponseHeaders } from '../src/upload/file-types';
import { uploadConfig, type UploadConfig } from '../src/upload/settings';

/** What strapi-plugin-publisher's hooks are called with. */
interface PublisherHookArgs {
  strapi: Core.Strapi;
  uid: string;
  entity: { documentId?: string; locale?: string | null } | null;
}

/** A wrong upload setting stops the CMS with one line that says what is missing. */
function uploadOrExit(): UploadConfig {
  try {
    return uploadConfig();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    return process.exit(1);
  }
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const mail = mailSettings();
  const upload = uploadOrExit();
  return {
    // Media on the CMS's disk, or in an S3-compatible bucket (UPLOAD_PROVIDER=s3, src/upload).
    // Only pictures, videos, PDFs and office documents are accepted; files on the CMS's disk are
    // served inert whatever they are (src/upload/file-types.ts).
    upload: {
      config: {
        ...(upload.provider === 'aws-s3'
          ? upload
          : {
              provider: 'local',
              providerOptions: {
                localServer: {
                  // koa-send's hook: runs after strapi::security, so these headers win.
                  setHeaders: (response: { setHeader(name: string, value: string): void }, filePath: string) => {
                    for (const [name, value] of Object.entries(uploadResponseHeaders(filePath))) response.setHeader(name, value);
                  },
                },
              },
            }),
        security: { allowedTypes: ALLOWED_UPLOAD_TYPES },
      },
    },
    // The static site's builds on the admin homepage, the build hook told of each publish, the
    // content version the hook and the site's source plugin follow (src/plugins/site-builds).
    'site-builds': { enabled: true, resolve: './src/plugins/site-builds' },
    // What needs translating into English, on the admin homepage (src/plugins/translation-status).
    'translation-status': { enabled: true, resolve: './src/plugins/translation-status' },
    // Every field labelled and explained, in each editor's language (src/plugins/field-guide).
    'field-guide': { enabled: true, resolve: './src/plugins/field-guide' },
    // Publish and unpublish at a set time: strapi-plugin-publisher keeps and runs the schedules
    // (src/extensions/publisher), src/plugins/scheduling checks them, gives editors a form in
    // Jakarta time and lets exactly one CMS instance carry each out.
    publisher: {
      enabled: true,
      config: {
        // The types the publisher's own edit-view panel shows for: none (an empty list would mean
        // every type). Editors use the Schedule panel instead, in Jakarta time and per language.
        contentTypes: ['none: the Schedule panel of src/plugins/scheduling replaces this panel'],
        hooks: {
          beforePublish: ({ strapi, uid, entity }: PublisherHookArgs) =>
            strapi.plugin('scheduling').service('runs').take('publish', uid, entity),
          beforeUnpublish: ({ strapi, uid, entity }: PublisherHookArgs) =>
            strapi.plugin('scheduling').service('runs').take('unpublish', uid, entity),
        },
      },
    },
    scheduling: { enabled: true, resolve: './src/plugins/scheduling' },
    // Every version of every document kept, compared and restored; deleted documents recovered;
    // the activity log of the whole CMS (src/plugins/history).
    history: { enabled: true, resolve: './src/plugins/history' },
    // The edit view's checks before publishing (src/plugins/publish-checks; the CMS enforces them: src/publish-checks).
    'publish-checks': { enabled: true, resolve: './src/plugins/publish-checks' },
    // The edit view's live preview: the site's preview page beside the form, as typed (src/plugins/live-preview).
    'live-preview': { enabled: true, resolve: './src/plugins/live-preview' },
    'users-permissions': {
      config: { jwtSecret: env('JWT_SECRET', localSecret('JWT_SECRET')) },
    },
    // Contact notifications go through SMTP (nodemailer) when SMTP_HOST is set (src/contact).
    ...(mail.smtp
      ? {
          email: {
            config: {
              provider: 'nodemailer',
              providerOptions: { ...mail.smtp, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
              settings: { defaultFrom: mail.from, defaultReplyTo: mail.from },
            },
          },
        }
      : {}),
  };
};

export default config;
