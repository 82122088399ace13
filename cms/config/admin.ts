import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';
import { previewLink } from '../src/preview/preview-link';
import { previewSettings } from '../src/preview/settings';
import { cmsEnvironment } from '../src/environment';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET', localSecret('ADMIN_JWT_SECRET')) },
  apiToken: { salt: env('API_TOKEN_SALT', localSecret('API_TOKEN_SALT')) },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', localSecret('TRANSFER_TOKEN_SALT')) } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', localSecret('ENCRYPTION_KEY')) },
  flags: { nps: false, promoteEE: false },
  // Tests and CI run the content API only; editors always get the admin panel.
  serveAdminPanel: cmsEnvironment().SERVE_ADMIN_PANEL,
  // "Open preview" in the Content Manager: the site's own preview page renders the draft with the
  // public templates, fetching it with a credential signed here (src/preview). Strapi adds the
  // site's origin to the admin's frame-src. A link is signed only for an admin who may read that
  // version of the document (src/policies/may-preview.ts, on Strapi's preview route).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(previewSettings().siteUrl).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string }) =>
        previewLink(strapi, uid, params),
    },
  },
});

export default config;
