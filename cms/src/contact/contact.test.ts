/**
 * @jest-environment node
 */
import { verifyCaptcha } from './captcha';
import { createRateLimiter } from './rate-limit';
import { validateContactMessage } from './validate';

const valid = {
  name: 'Dewi Lestari',
  email: 'dewi@example.co.id',
  phone: '+62 812 3456 7890',
  company: 'PT Contoh',
  subject: 'Penawaran',
  message: 'Kami ingin meminta penawaran jasa pemeliharaan.',
  consent: true,
  language: 'id',
};

describe('contact message validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContactMessage({ ...valid, name: '  Dewi Lestari ' });
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Dewi Lestari' } });
  });

  it('names every missing required field', () => {
    const result = validateContactMessage({ consent: true });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required', subject: 'required', message: 'required' },
    });
  });

  it('refuses a message without consent', () => {
    expect(validateContactMessage({ ...valid, consent: false })).toMatchObject({ ok: false, errors: { consent: 'required' } });
    expect(validateContactMessage({ ...valid, consent: 'yes' })).toMatchObject({ ok: false, errors: { consent: 'required' } });
  });

  it('checks email and phone formats', () => {
    expect(validateContactMessage({ ...valid, email: 'not-an-email' })).toMatchObject({ errors: { email: 'invalid' } });
    expect(validateContactMessage({ ...valid, phone: 'call me' })).toMatchObject({ errors: { phone: 'invalid' } });
  });

  it('applies the schema length limits', () => {
    expect(validateContactMessage({ ...valid, name: 'x'.repeat(121) })).toMatchObject({ errors: { name: 'tooLong' } });
    expect(validateContactMessage({ ...valid, message: 'short' })).toMatchObject({ errors: { message: 'tooShort' } });
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({ errors: { message: 'tooLong' } });
  });

  it('refuses an unknown language', () => {
    expect(validateContactMessage({ ...valid, language: 'fr' })).toMatchObject({ errors: { language: 'invalid' } });
  });
});

describe('rate limit', () => {
  it('allows the limit, then refuses until the window has passed', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('5.6.7.8')).toEqual({ allowed: true });
    time = 60_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
  });
});

describe('captcha verification', () => {
  const settings = { secret: 's3cret', verifyUrl: 'http://captcha.test/verify', minScore: 0.5 };
  const answering = (body: unknown) => jest.fn(async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

  it('is off without a secret', async () => {
    await expect(verifyCaptcha(undefined, '1.2.3.4', { ...settings, secret: undefined })).resolves.toEqual({ ok: true });
  });

  it('needs a token when a secret is configured', async () => {
    await expect(verifyCaptcha('', '1.2.3.4', settings, answering({ success: true }))).resolves.toEqual({
      ok: false,
      reason: 'missing-token',
    });
  });

  it('sends the secret and token to the verification service', async () => {
    const fetchImpl = answering({ success: true, score: 0.9 });
    await expect(verifyCaptcha('token', '1.2.3.4', settings, fetchImpl)).resolves.toEqual({ ok: true });
    const [, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0];
    expect(String(init.body)).toBe('secret=s3cret&response=token&remoteip=1.2.3.4');
  });

  it('refuses failed checks and low scores', async () => {
    await expect(verifyCaptcha('t', 'ip', settings, answering({ success: false }))).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
    await expect(verifyCaptcha('t', 'ip', settings, answering({ success: true, score: 0.1 }))).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
  });

  it('reports an unreachable service', async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    await expect(verifyCaptcha('t', 'ip', settings, failing)).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});
