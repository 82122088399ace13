/**
 * What counts as an e-mail address, for the CMS (a contact message's reply address) and the site
 * (a footer address becomes a mailto: link) alike: something@domain.tld, no spaces or markup
 * characters, a top-level domain of two letters or more, at most 254 characters (RFC 5321).
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]{2,}$/;

export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
