import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET', localSecret('JWT_SECRET')) },
  },
});

export default config;
