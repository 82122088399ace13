/**
 * @jest-environment node
 */
import { mailOffReason, mailSettings } from './mail-settings';
import { contactMail } from './notification';

const message = {
  name: 'Dewi Lestari',
  email: 'dewi@example.co.id',
  phone: '0812 3456 7890',
  company: 'PT Contoh',
  subject: 'Penawaran <pemeliharaan>',
  message: 'Baris satu\nBaris <b>dua</b>',
  language: 'id',
  createdAt: '2026-11-22T10:00:00.000Z',
};
const addresses = { to: 'inbox@mercusuargroup.co.id', from: 'Website <web@mercusuargroup.co.id>' };

describe('the contact notification mail', () => {
  it('goes to the company inbox, replies to the visitor, with a subject in their language', () => {
    const mail = contactMail(message, addresses);
    expect(mail).toMatchObject({
      to: 'inbox@mercusuargroup.co.id',
      from: 'Website <web@mercusuargroup.co.id>',
      replyTo: { name: 'Dewi Lestari', address: 'dewi@example.co.id' },
      subject: 'Pesan baru dari situs web: Penawaran <pemeliharaan>',
    });
    expect(contactMail({ ...message, language: 'en' }, addresses).subject).toBe(
      'New message from the website: Penawaran <pemeliharaan>',
    );
  });

  it('carries every field, the HTML escaped', () => {
    const mail = contactMail(message, addresses);
    for (const value of [
      'Dewi Lestari',
      'dewi@example.co.id',
      '0812 3456 7890',
      'PT Contoh',
      'Baris satu\nBaris <b>dua</b>',
      '2026-11-22T10:00:00.000Z',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('Baris satu<br>Baris &lt;b&gt;dua&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>dua');
  });

  it('keeps a visitor’s name out of the reply address: a comma or an address in it adds no recipient', () => {
    const mail = contactMail({ ...message, name: 'ceo@evil.example, Budi\r\nBcc: x@evil.example' }, addresses);
    expect(mail.replyTo).toEqual({ name: 'ceo@evil.example, Budi Bcc: x@evil.example', address: 'dewi@example.co.id' });
  });

  it('keeps a visitor’s subject from adding mail headers', () => {
    const mail = contactMail({ ...message, subject: 'Hi\r\nBcc: everyone@example.com' }, addresses);
    expect(mail.subject).toBe('Pesan baru dari situs web: Hi Bcc: everyone@example.com');
  });
});

describe('mail settings', () => {
  it('send nothing without SMTP_HOST or CONTACT_NOTIFY_TO, and say why', () => {
    expect(mailOffReason(mailSettings({}))).toMatch(/SMTP_HOST is not set/);
    expect(mailOffReason(mailSettings({ SMTP_HOST: 'smtp.example.com' }))).toMatch(/CONTACT_NOTIFY_TO is not set/);
    expect(mailOffReason(mailSettings({ SMTP_HOST: 'smtp.example.com', CONTACT_NOTIFY_TO: 'a@b.co' }))).toBeNull();
  });

  it('read the SMTP server, TLS and credentials', () => {
    expect(mailSettings({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(mailSettings({ SMTP_HOST: 'h', SMTP_SECURE: 'false', SMTP_PORT: '2525' }).smtp).toEqual({
      host: 'h',
      port: 2525,
      secure: false,
    });
  });
});
