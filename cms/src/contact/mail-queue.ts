import type { Core } from '@strapi/strapi';
import { mailOffReason, mailSettings, type MailSettings } from './mail-settings';
import { contactMail, type StoredContactMessage } from './notification';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const UID = CONTENT_TYPES.contactMessage.uid;
/** A delivery claimed longer ago than this was cut off (an instance stopped mid-send). */
const STALE_CLAIM_MS = 5 * 60 * 1000;

type Row = StoredContactMessage & { id: number; mailAttempts?: number | null };

/**
 * Delivery of contact notifications. A message is stored first; then each delivery claims it with
 * one conditional UPDATE (so two CMS instances never mail it twice), sends it through Strapi's
 * email plugin (the nodemailer provider) and records the outcome. A failure (SMTP refusing,
 * timing out, unreachable) leaves the message "failed" with the reason, and the retry loop sends
 * it again later; the Content Manager shows each message's mail status.
 */
export function createContactMailer(strapi: Core.Strapi, settings: MailSettings = mailSettings()) {
  const messages = () => strapi.db.query(UID);
  let offLogged = false;

  async function deliver(id: number): Promise<'sent' | 'failed' | 'skipped'> {
    const off = mailOffReason(settings);
    if (off) {
      if (!offLogged) strapi.log.warn(`[contact] ${off}`);
      offLogged = true;
      return 'skipped';
    }
    const claimed = await messages().updateMany({
      where: {
        id,
        $or: [
          { mailStatus: { $in: ['pending', 'failed'] } },
          { mailStatus: 'sending', mailClaimedAt: { $lt: new Date(Date.now() - STALE_CLAIM_MS) } },
        ],
      },
      data: { mailStatus: 'sending', mailClaimedAt: new Date() },
    });
    if (claimed.count !== 1) return 'skipped';
    const message = (await messages().findOne({ where: { id } })) as Row | null;
    if (!message) return 'skipped';
    const attempts = (message.mailAttempts ?? 0) + 1;
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send(contactMail(message, { to: settings.notifyTo ?? '', from: settings.from }));
      await messages().update({
        where: { id },
        data: { mailStatus: 'sent', mailedAt: new Date(), mailAttempts: attempts, mailError: null },
      });
      strapi.log.info(`[contact] message ${id} mailed to ${settings.notifyTo}`);
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await messages().update({ where: { id }, data: { mailStatus: 'failed', mailAttempts: attempts, mailError: reason } });
      strapi.log.warn(
        `[contact] message ${id} not mailed (attempt ${attempts} of ${settings.maxAttempts}), will retry: ${reason}`,
      );
      return 'failed';
    }
  }

  /** Messages stored before mail existed count as not yet mailed. */
  async function adoptUnmarked(): Promise<void> {
    await messages().updateMany({ where: { mailStatus: { $null: true } }, data: { mailStatus: 'pending', mailAttempts: 0 } });
  }

  /** Sends every message still waiting (or whose earlier attempt failed), oldest first. */
  async function retry(): Promise<void> {
    if (mailOffReason(settings)) return;
    const waiting = (await messages().findMany({
      where: {
        mailAttempts: { $lt: settings.maxAttempts },
        $or: [
          { mailStatus: { $in: ['pending', 'failed'] } },
          { mailStatus: 'sending', mailClaimedAt: { $lt: new Date(Date.now() - STALE_CLAIM_MS) } },
        ],
      },
      orderBy: { createdAt: 'asc' },
      limit: 20,
      select: ['id'],
    })) as Array<{ id: number }>;
    for (const { id } of waiting) await deliver(id);
  }

  return {
    deliver,
    retry,
    adoptUnmarked,
    /** Retries every `retrySeconds`; returns the function that stops it. */
    start(): () => void {
      const off = mailOffReason(settings);
      if (off) {
        strapi.log.warn(`[contact] ${off}`);
        offLogged = true;
        return () => undefined;
      }
      strapi.log.info(
        `[contact] new messages are mailed to ${settings.notifyTo} through ${settings.smtp?.host}:${settings.smtp?.port}`,
      );
      const timer = setInterval(() => {
        retry().catch((error) =>
          strapi.log.error(`[contact] mail retry failed: ${error instanceof Error ? error.message : error}`),
        );
      }, settings.retrySeconds * 1000);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type ContactMailer = ReturnType<typeof createContactMailer>;

const mailers = new WeakMap<Core.Strapi, ContactMailer>();

/** The one mailer of a running CMS (the contact controller and the retry loop share it). */
export function contactMailer(strapi: Core.Strapi): ContactMailer {
  let mailer = mailers.get(strapi);
  if (!mailer) {
    mailer = createContactMailer(strapi);
    mailers.set(strapi, mailer);
  }
  return mailer;
}
