import type { ContactErrorCode, ContactField, ContactMessage } from '@site/contracts/contact-message';

/** What the contact form sends: the message, the honeypot and the captcha token. */
export type ContactSubmission = ContactMessage & { website: string; captchaToken?: string };

export type ContactResult =
  | { ok: true }
  | { ok: false; kind: 'validation'; fields: Partial<Record<ContactField, ContactErrorCode>> }
  | { ok: false; kind: 'rate-limited' | 'captcha' | 'too-large' | 'server' | 'network' };

/** `${base}/api/contact-messages`; an empty base means the site's own origin. */
export const contactEndpoint = (baseUrl: string | undefined): string =>
  `${(baseUrl ?? '').replace(/\/+$/, '')}/api/contact-messages`;

/** Sends the message; every outcome is a value the form can show, never an exception. */
export async function submitContactMessage(
  baseUrl: string | undefined,
  submission: ContactSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetchImpl(contactEndpoint(baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: submission }),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (response.status === 201) return { ok: true };
  if (response.status === 429) return { ok: false, kind: 'rate-limited' };
  if (response.status === 413) return { ok: false, kind: 'too-large' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as {
      error?: { name?: string; details?: { fields?: Record<string, ContactErrorCode> } };
    } | null;
    if (body?.error?.name === 'CaptchaError') return { ok: false, kind: 'captcha' };
    if (body?.error?.details?.fields) return { ok: false, kind: 'validation', fields: body.error.details.fields };
  }
  return { ok: false, kind: 'server' };
}
