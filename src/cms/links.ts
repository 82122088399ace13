/**
 * Links built from CMS fields. Everything from the CMS is untrusted: only http(s) URLs become
 * external links, phone numbers become `tel:` links with digits only, e-mail addresses the CMS
 * itself accepts (contracts/src/email.ts) `mailto:` links.
 */
import { isEmailAddress } from '@site/contracts/email';

/** A path from a base and a url attribute of a content response; base '/' gives just the url. */
export function contentLink(base: string, url: string | null | undefined): string {
  const target = (url ?? '').replace(/^\/+/, '');
  if (base === '/' || base === '') return `/${target}`;
  return `${base.replace(/\/+$/, '')}/${target}`;
}

/** The URL when it is a safe absolute http(s) URL, otherwise null. */
export function externalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** `+62 21 5790 1234` → `tel:+622157901234`; null when there are no digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** A `mailto:` link for a plausible address, otherwise null. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && isEmailAddress(address) ? `mailto:${address}` : null;
}
