/**
 * Mail settings of the contact notification. Without SMTP_HOST nothing is sent (the CMS log says
 * so once) and messages wait as "pending"; the SMTP password never leaves the CMS.
 */
import { cmsEnvironment } from '../environment';

export interface MailSettings {
  smtp: {
    host: string;
    port: number;
    secure: boolean;
    auth?: { user: string; pass: string };
  } | null;
  from: string;
  notifyTo: string | null;
  retrySeconds: number;
  maxAttempts: number;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const read = cmsEnvironment(env);
  const port = read.SMTP_PORT;
  return {
    smtp: read.SMTP_HOST
      ? {
          host: read.SMTP_HOST,
          port,
          secure: read.SMTP_SECURE ?? port === 465,
          ...(read.SMTP_USER ? { auth: { user: read.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
        }
      : null,
    from: read.MAIL_FROM,
    notifyTo: read.CONTACT_NOTIFY_TO ?? null,
    retrySeconds: read.CONTACT_MAIL_RETRY_SECONDS,
    maxAttempts: read.CONTACT_MAIL_MAX_ATTEMPTS,
  };
}

/** Why nothing is mailed, or null when mail is configured. */
export function mailOffReason(settings: MailSettings): string | null {
  if (!settings.smtp) return 'SMTP_HOST is not set: contact messages are stored but not mailed';
  if (!settings.notifyTo) return 'CONTACT_NOTIFY_TO is not set: contact messages are stored but not mailed';
  return null;
}
