import { fetchWhatsappLink, normaliseWhatsappNumber, whatsappEndpoint, whatsappLink } from './whatsapp';

describe('normaliseWhatsappNumber', () => {
  it('replaces a leading 0 with 62', () => {
    expect(normaliseWhatsappNumber('081234567890')).toBe('6281234567890');
  });

  it('keeps a number that starts with 62', () => {
    expect(normaliseWhatsappNumber('6281234567890')).toBe('6281234567890');
  });

  it('ignores spaces, dashes and a leading plus', () => {
    expect(normaliseWhatsappNumber('+62 812-3456-7890')).toBe('6281234567890');
    expect(normaliseWhatsappNumber('0812 3456 7890')).toBe('6281234567890');
  });

  it('turns anything else into "error"', () => {
    expect(normaliseWhatsappNumber('1234567')).toBe('error');
    expect(normaliseWhatsappNumber('+1 555 0100')).toBe('error');
    expect(normaliseWhatsappNumber('call us')).toBe('error');
    expect(normaliseWhatsappNumber('')).toBe('error');
    expect(normaliseWhatsappNumber(null)).toBe('error');
  });
});

describe('whatsappLink', () => {
  it('opens wa.me with the normalised number and the initial message as text', () => {
    expect(whatsappLink('081234567890', 'Halo, saya ingin bertanya & berdiskusi')).toBe(
      'https://wa.me/6281234567890?text=Halo%2C%20saya%20ingin%20bertanya%20%26%20berdiskusi',
    );
  });

  it('omits the text without a message', () => {
    expect(whatsappLink('6281234567890')).toBe('https://wa.me/6281234567890');
  });

  it('gives no link for an unusable number', () => {
    expect(whatsappLink('12345', 'hi')).toBeNull();
    expect(whatsappLink('0', 'hi')).toBeNull();
  });
});

describe('whatsappEndpoint', () => {
  it('uses the same origin when no CMS URL is configured', () => {
    expect(whatsappEndpoint('', 'en')).toBe('/api/whatsapp?populate=*&locale=en');
  });

  it('prefixes the configured CMS URL', () => {
    expect(whatsappEndpoint('https://cms.example.co.id/', 'id')).toBe(
      'https://cms.example.co.id/api/whatsapp?populate=*&locale=id',
    );
  });
});

describe('fetchWhatsappLink', () => {
  const answer = (status: number, body: unknown) =>
    // jsdom has no Response: a minimal stand-in with what the client reads.
    jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

  it('builds the link from the CMS answer for the language', async () => {
    const fetchImpl = answer(200, { data: { number: '081234567890', initialMessage: 'Hello' } });
    await expect(fetchWhatsappLink('', 'en', fetchImpl)).resolves.toBe('https://wa.me/6281234567890?text=Hello');
    expect(fetchImpl).toHaveBeenCalledWith('/api/whatsapp?populate=*&locale=en', expect.anything());
  });

  it('swallows HTTP errors', async () => {
    await expect(fetchWhatsappLink('', 'id', answer(500, {}))).resolves.toBeNull();
  });

  it('swallows network failures', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchWhatsappLink('', 'id', failing)).resolves.toBeNull();
  });

  it('gives no link when the CMS number is invalid', async () => {
    await expect(fetchWhatsappLink('', 'id', answer(200, { data: { number: 'n/a' } }))).resolves.toBeNull();
  });
});
