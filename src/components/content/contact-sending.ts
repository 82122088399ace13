/**
 * What the contact form needs only once a visitor uses it — the CMS's own validation rules, the
 * client that sends the message and the captcha — in a chunk of its own that the form loads when
 * it is first focused (or submitted), so none of it is in the JavaScript the contact page waits for.
 */
import type { ContactMessage } from '@site/contracts/contact-message';
import { submitContactMessage, type ContactResult } from '../../runtime/contact-client';
import { loadRecaptcha, recaptchaToken, siteRecaptchaConfig } from '../../runtime/recaptcha';

export { validateContactMessage } from '@site/contracts/contact-message';

const captcha = siteRecaptchaConfig();

/** Starts loading the captcha script (when the site has a key); a failure shows at sending. */
export function prepareCaptcha(): void {
  if (captcha.siteKey) loadRecaptcha(captcha).catch(() => undefined);
}

/** Sends a checked message with the honeypot and, when the site has a key, a captcha token. */
export async function sendContactMessage(message: ContactMessage, website: string): Promise<ContactResult> {
  let captchaToken: string | undefined;
  try {
    captchaToken = captcha.siteKey ? await recaptchaToken(captcha) : undefined;
  } catch {
    return { ok: false, kind: 'captcha' };
  }
  return submitContactMessage(process.env.GATSBY_CMS_URL, { ...message, website, captchaToken });
}
