import { validateContactMessage } from '@site/contracts/contact-message';
import { contentLink, externalUrl, mailtoHref, telHref } from './links';

describe('contentLink', () => {
  it('gives just the url for base /', () => {
    expect(contentLink('/', 'about')).toBe('/about');
    expect(contentLink('/', '/about')).toBe('/about');
  });

  it('joins a base and a url with one slash', () => {
    expect(contentLink('/news/', '/some-article')).toBe('/news/some-article');
    expect(contentLink('/management-etsi', 'hendra')).toBe('/management-etsi/hendra');
  });
});

describe('externalUrl', () => {
  it('accepts http and https', () => {
    expect(externalUrl('https://example.com/a')).toBe('https://example.com/a');
  });

  it('rejects javascript:, data: and relative URLs', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('data:text/html,hi')).toBeNull();
    expect(externalUrl('/about')).toBeNull();
    expect(externalUrl('')).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps the leading plus and the digits', () => {
    expect(telHref('+62 21 5790 1234')).toBe('tel:+622157901234');
    expect(telHref('(021) 555-0101')).toBe('tel:0215550101');
  });

  it('gives null without digits', () => {
    expect(telHref('n/a')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links a plausible address', () => {
    expect(mailtoHref('info@mercusuargroup.co.id')).toBe('mailto:info@mercusuargroup.co.id');
  });

  it('refuses anything else', () => {
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
  });
});

describe('one e-mail rule for the site and the CMS', () => {
  const message = {
    name: 'Dewi Lestari',
    subject: 'Kerja sama',
    message: 'Kami ingin bekerja sama dengan Anda.',
    consent: true,
    language: 'id',
  };
  it('links exactly the addresses a contact message may give as its reply address', () => {
    for (const address of ['info@mercusuargroup.co.id', 'a@b.c', 'x@y', 'nama saya@contoh.id', `${'a'.repeat(250)}@b.id`]) {
      const checked = validateContactMessage({ ...message, email: address });
      const accepted = checked.ok || !checked.errors.email;
      expect([address, mailtoHref(address) !== null]).toEqual([address, accepted]);
    }
  });
});
