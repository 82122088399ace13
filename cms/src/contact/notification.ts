/**
 * The mail that tells the company inbox a contact message arrived: every field, a subject in
 * the visitor's language, and Reply-To the visitor, so answering the mail answers them.
 */
export interface StoredContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject: string;
  message: string;
  language?: string | null;
  createdAt?: string | Date | null;
}

/** A structured address: nodemailer encodes the name, so a visitor's name can never add a recipient. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface ContactMail {
  to: string;
  from: string;
  replyTo: MailAddress;
  subject: string;
  text: string;
  html: string;
}

const LABELS = {
  id: {
    subject: 'Pesan baru dari situs web',
    intro: 'Pesan baru masuk melalui formulir kontak situs web.',
    name: 'Nama',
    email: 'Email',
    phone: 'Telepon',
    company: 'Perusahaan',
    topic: 'Subjek',
    message: 'Pesan',
    sentAt: 'Dikirim',
    reply: 'Balas email ini untuk menjawab pengirim.',
  },
  en: {
    subject: 'New message from the website',
    intro: 'A new message arrived through the website contact form.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    topic: 'Subject',
    message: 'Message',
    sentAt: 'Sent',
    reply: 'Reply to this email to answer the sender.',
  },
} as const;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Keeps a header value on one line: a visitor's subject cannot add headers. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

export function contactMail(message: StoredContactMessage, { to, from }: { to: string; from: string }): ContactMail {
  const labels = message.language === 'en' ? LABELS.en : LABELS.id;
  const sentAt = message.createdAt ? new Date(message.createdAt).toISOString() : '';
  const rows: Array<[string, string]> = [
    [labels.name, message.name],
    [labels.email, message.email],
    [labels.phone, message.phone ?? ''],
    [labels.company, message.company ?? ''],
    [labels.topic, message.subject],
    [labels.sentAt, sentAt],
  ];
  const text = [
    labels.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value || '—'}`),
    '',
    `${labels.message}:`,
    message.message,
    '',
    labels.reply,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(labels.intro)}</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value || '—')}</td></tr>`),
    '</table>',
    `<h3>${escapeHtml(labels.message)}</h3>`,
    `<p>${escapeHtml(message.message).replace(/\n/g, '<br>')}</p>`,
    `<p>${escapeHtml(labels.reply)}</p>`,
  ].join('\n');
  return {
    to,
    from,
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: oneLine(`${labels.subject}: ${message.subject}`),
    text,
    html,
  };
}
