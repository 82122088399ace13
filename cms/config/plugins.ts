import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';
import { mailSettings } from '../src/contact/mail-settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const mail = mailSettings();
  return {
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
