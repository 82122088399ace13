/**
 * The contact message the site's form sends and the CMS stores, as a zod schema: checked in the
 * visitor's browser before sending and by the CMS whatever the browser did. A refused message
 * names each wrong field with a code the site says in the visitor's language. The limits are
 * those of the CMS's contact-message content type (a CMS test holds its schema to them).
 *
 * zod/mini, not zod: this schema runs in the browser, where the full zod would cost 60 KiB.
 */
import * as z from 'zod/mini';
import { isEmailAddress } from './email.ts';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message' | 'consent' | 'language';
export type ContactErrorCode = 'required' | 'tooLong' | 'tooShort' | 'invalid';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The longest text each field takes, in characters (after trimming). */
export const CONTACT_MAX_LENGTH = {
  name: 120,
  phone: 40,
  company: 160,
  subject: 200,
  message: 5000,
} as const satisfies Partial<Record<ContactField, number>>;
export const MESSAGE_MIN_LENGTH = 10;
export const CONTACT_LANGUAGES = ['id', 'en'] as const;

const PHONE = /^[+\d][\d\s\-().]{5,}$/;

/** A text field: trimmed; anything but a string is empty. */
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(...checks),
  );
const required = z.minLength(1, 'required');
const tooLong = (field: keyof typeof CONTACT_MAX_LENGTH) => z.maxLength(CONTACT_MAX_LENGTH[field], 'tooLong');
/** A check that applies only to a filled field (an optional phone may stay empty). */
const whenFilled = (holds: (value: string) => boolean, code: ContactErrorCode) =>
  z.refine<string>((value) => value === '' || holds(value), code);

export const ContactMessage = z.object({
  name: text(required, tooLong('name')),
  email: text(required, whenFilled(isEmailAddress, 'invalid')),
  phone: text(
    tooLong('phone'),
    whenFilled((value) => PHONE.test(value), 'invalid'),
  ),
  company: text(tooLong('company')),
  subject: text(required, tooLong('subject')),
  message: text(required, tooLong('message'), z.minLength(MESSAGE_MIN_LENGTH, 'tooShort')),
  /** Only `true` is consent (not "yes", not 1). */
  consent: z.pipe(
    z.transform((value: unknown) => value === true),
    z.boolean().check(z.refine((value) => value, 'required')),
  ),
  /** The language the visitor wrote from; Indonesian when the form does not say. */
  language: z._default(z.enum(CONTACT_LANGUAGES, 'invalid'), 'id'),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/**
 * The message as the CMS stores it (trimmed, the language defaulted), or the first problem of
 * each wrong field.
 */
export function validateContactMessage(
  input: unknown,
): { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors } {
  // Anything but an object (an array, a string, null) is a message with every field missing.
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = ContactMessage.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorCode;
  }
  return { ok: false, errors };
}
