/**
 * Mail settings of the contact notification. Without SMTP_HOST nothing is sent (the CMS log says
 * so once) and messages wait as "pending"; the SMTP password never leaves the CMS.
 */
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

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const port = positive(env.SMTP_PORT, 587);
  return {
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
          ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
        }
      : null,
    from: env.MAIL_FROM || 'Mercusuar Group website <no-reply@localhost>',
    notifyTo: env.CONTACT_NOTIFY_TO || null,
    retrySeconds: positive(env.CONTACT_MAIL_RETRY_SECONDS, 60),
    maxAttempts: positive(env.CONTACT_MAIL_MAX_ATTEMPTS, 20),
  };
}

/** Why nothing is mailed, or null when mail is configured. */
export function mailOffReason(settings: MailSettings): string | null {
  if (!settings.smtp) return 'SMTP_HOST is not set: contact messages are stored but not mailed';
  if (!settings.notifyTo) return 'CONTACT_NOTIFY_TO is not set: contact messages are stored but not mailed';
  return null;
}
