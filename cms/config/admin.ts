import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET', localSecret('ADMIN_JWT_SECRET')) },
  apiToken: { salt: env('API_TOKEN_SALT', localSecret('API_TOKEN_SALT')) },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', localSecret('TRANSFER_TOKEN_SALT')) } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', localSecret('ENCRYPTION_KEY')) },
  flags: { nps: false, promoteEE: false },
  // Tests and CI run the content API only; editors always get the admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});

export default config;
