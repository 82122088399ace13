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
