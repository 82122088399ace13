import { contactEndpoint, submitContactMessage, type ContactSubmission } from './contact-client';

const submission: ContactSubmission = {
  name: 'Dewi',
  email: 'dewi@example.co.id',
  phone: '',
  company: '',
  subject: 'Halo',
  message: 'Pesan yang cukup panjang.',
  consent: true,
  language: 'id',
  website: '',
};

// jsdom has no Response: a minimal stand-in with what the client reads.
const answering = (status: number, body: unknown = {}) =>
  jest.fn(async () => ({ status, ok: status < 400, json: async () => body })) as unknown as typeof fetch;

describe('submitContactMessage', () => {
  it('posts the message as JSON to the CMS contact endpoint', async () => {
    const fetchImpl = answering(201, { data: { id: 'abc' } });
    await expect(submitContactMessage('', submission, fetchImpl)).resolves.toEqual({ ok: true });
    const [url, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/contact-messages');
    expect(JSON.parse(init.body)).toEqual({ data: submission });
  });

  it('reports the invalid fields the CMS names', async () => {
    const fetchImpl = answering(400, { error: { name: 'ValidationError', details: { fields: { email: 'invalid' } } } });
    await expect(submitContactMessage('', submission, fetchImpl)).resolves.toEqual({
      ok: false,
      kind: 'validation',
      fields: { email: 'invalid' },
    });
  });

  it('tells captcha failures, rate limits, oversized messages and server errors apart', async () => {
    await expect(
      submitContactMessage('', submission, answering(400, { error: { name: 'CaptchaError' } })),
    ).resolves.toMatchObject({ kind: 'captcha' });
    await expect(submitContactMessage('', submission, answering(429))).resolves.toMatchObject({ kind: 'rate-limited' });
    await expect(submitContactMessage('', submission, answering(413))).resolves.toMatchObject({ kind: 'too-large' });
    await expect(submitContactMessage('', submission, answering(500))).resolves.toMatchObject({ kind: 'server' });
  });

  it('reports a network failure', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(submitContactMessage('', submission, failing)).resolves.toEqual({ ok: false, kind: 'network' });
  });

  it('uses a configured CMS address', () => {
    expect(contactEndpoint('https://cms.example.co.id/')).toBe('https://cms.example.co.id/api/contact-messages');
  });
});
