import { factories } from '@strapi/strapi';
import { captchaSettings, verifyCaptcha } from '../../../contact/captcha';
import { createRateLimiter } from '../../../contact/rate-limit';
import { contactMailer } from '../../../contact/mail-queue';
import { validateContactMessage } from '@site/contracts/contact-message';
import { cmsEnvironment } from '../../../environment';

/** Larger bodies are refused before anything else: a contact message is a few kilobytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The limit counts in the database, so it holds across every CMS instance. */
const rateLimit = {
  limit: cmsEnvironment().CONTACT_RATE_LIMIT,
  windowMs: cmsEnvironment().CONTACT_RATE_WINDOW_MS,
};
let captchaOffLogged = false;

type Body = Record<string, unknown>;

/**
 * POST /api/contact-messages — the site's contact form. Checks size, rate, honeypot, fields and
 * captcha, stores the message, and answers 201 only once it is stored; then the company inbox is
 * mailed (src/contact/mail-queue.ts).
 */
export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => {
  const limiter = createRateLimiter(strapi.db.connection, rateLimit);
  return {
    async create(ctx) {
      const fail = (status: number, name: string, message: string, details: Body = {}) => {
        ctx.status = status;
        ctx.body = { data: null, error: { status, name, message, details } };
      };

      const raw = (ctx.request.body ?? {}) as Body;
      const body = (typeof raw.data === 'object' && raw.data !== null ? raw.data : raw) as Body;
      const size = Number(ctx.request.headers['content-length']) || Buffer.byteLength(JSON.stringify(raw));
      if (size > MAX_BODY_BYTES) return fail(413, 'PayloadTooLargeError', 'The message is too large');

      const rate = await limiter.hit(ctx.request.ip);
      if (!rate.allowed) {
        ctx.set('Retry-After', String(rate.retryAfterSeconds));
        return fail(429, 'RateLimitError', 'Too many messages, please try again later', {
          retryAfterSeconds: rate.retryAfterSeconds,
        });
      }

      // Humans never see the honeypot field; a filled one is a bot, told nothing useful and stored nowhere.
      if (typeof body.website === 'string' && body.website.trim()) {
        ctx.status = 202;
        ctx.body = { data: null };
        return;
      }

      const checked = validateContactMessage(body);
      if (!checked.ok) return fail(400, 'ValidationError', 'Some fields are invalid', { fields: checked.errors });

      const settings = captchaSettings();
      if (!settings.secret && !captchaOffLogged) {
        captchaOffLogged = true;
        strapi.log.warn('[contact] RECAPTCHA_SECRET is not set: contact messages are accepted without captcha');
      }
      const captcha = await verifyCaptcha(body.captchaToken, ctx.request.ip, settings);
      if (!captcha.ok) {
        return captcha.reason === 'unavailable'
          ? fail(503, 'CaptchaUnavailableError', 'The captcha service could not be reached')
          : fail(400, 'CaptchaError', 'The captcha check failed', { reason: captcha.reason });
      }

      const stored = await strapi
        .documents('api::contact-message.contact-message')
        .create({ data: { ...checked.value, mailStatus: 'pending' } });
      strapi.log.info(`[contact] message ${stored.documentId} stored`);
      // Stored first; the mail is sent after answering, and retried until it goes out.
      void contactMailer(strapi)
        .deliver(Number(stored.id))
        .catch((error) =>
          strapi.log.error(
            `[contact] mail of ${stored.documentId} not attempted: ${error instanceof Error ? error.message : error}`,
          ),
        );
      ctx.status = 201;
      ctx.body = { data: { id: stored.documentId } };
    },
  };
});
