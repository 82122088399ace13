/**
 * The contact form's rules, checked by the CMS whatever the browser did. Limits come from the
 * contact-message schema (maxLength); the answer names each invalid field with a code the site
 * turns into a message in the visitor's language.
 */
import schema from '../api/contact-message/content-types/contact-message/schema.json';
import { isEmailAddress } from '../contracts/email';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message' | 'consent' | 'language';
export type ContactErrorCode = 'required' | 'tooLong' | 'tooShort' | 'invalid';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
  language: 'id' | 'en';
}

export const MESSAGE_MIN_LENGTH = 10;
const PHONE = /^[+\d][\d\s\-().]{5,}$/;

const maxLength = (field: keyof typeof schema.attributes): number =>
  (schema.attributes[field] as { maxLength?: number }).maxLength ?? 255;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function validateContactMessage(
  input: Record<string, unknown>,
): { ok: true; value: ContactMessage } | { ok: false; errors: Partial<Record<ContactField, ContactErrorCode>> } {
  const errors: Partial<Record<ContactField, ContactErrorCode>> = {};
  const value: ContactMessage = {
    name: text(input.name),
    email: text(input.email),
    phone: text(input.phone),
    company: text(input.company),
    subject: text(input.subject),
    message: text(input.message),
    consent: input.consent === true,
    language: input.language === 'en' ? 'en' : 'id',
  };

  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!value[field]) errors[field] = 'required';
  }
  for (const field of ['name', 'phone', 'company', 'subject', 'message'] as const) {
    if (value[field].length > maxLength(field)) errors[field] = 'tooLong';
  }
  if (value.email && !isEmailAddress(value.email)) errors.email = 'invalid';
  if (value.phone && !errors.phone && !PHONE.test(value.phone)) errors.phone = 'invalid';
  if (value.message && !errors.message && value.message.length < MESSAGE_MIN_LENGTH) errors.message = 'tooShort';
  if (!value.consent) errors.consent = 'required';
  if (input.language !== undefined && input.language !== 'id' && input.language !== 'en') errors.language = 'invalid';

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
