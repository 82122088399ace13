/**
 * @jest-environment node
 */
import { captchaSettings, verifyCaptcha } from './captcha';
import knex, { type Knex } from 'knex';
import { RATE_LIMIT_TABLE, createRateLimiter, ensureRateLimitTable, rateWindow } from './rate-limit';
import { CONTACT_LANGUAGES, CONTACT_MAX_LENGTH, ContactMessage } from '@site/contracts/contact-message';
import { EMAIL_MAX_LENGTH } from '@site/contracts/email';
import schema from '../api/contact-message/content-types/contact-message/schema.json';

describe('the contact-message content type', () => {
  it('stores what the contact message contract accepts: its lengths, its languages, its required fields', () => {
    const attributes = schema.attributes as Record<string, { maxLength?: number; required?: boolean; enum?: string[] }>;
    for (const [field, limit] of Object.entries(CONTACT_MAX_LENGTH))
      expect([field, attributes[field].maxLength]).toEqual([field, limit]);
    expect(attributes.email.maxLength ?? EMAIL_MAX_LENGTH).toBeGreaterThanOrEqual(EMAIL_MAX_LENGTH);
    expect(attributes.language.enum).toEqual([...CONTACT_LANGUAGES]);
    const required = Object.keys(ContactMessage.shape).filter((field) => attributes[field].required);
    expect(required).toEqual(['name', 'email', 'subject', 'message', 'consent']);
  });
});

describe('rate limit (counted in a real SQLite database)', () => {
  let db: Knex;
  beforeEach(async () => {
    db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureRateLimitTable(db);
    await ensureRateLimitTable(db); // idempotent
  });
  afterEach(() => db.destroy());

  it('allows the limit, then refuses until the window has passed', async () => {
    let time = 0;
    const limiter = createRateLimiter(db, { limit: 2, windowMs: 60_000, now: () => time });
    await expect(limiter.hit('1.2.3.4')).resolves.toEqual({ allowed: true });
    await expect(limiter.hit('1.2.3.4')).resolves.toEqual({ allowed: true });
    time = 15_000;
    await expect(limiter.hit('1.2.3.4')).resolves.toEqual({ allowed: false, retryAfterSeconds: 45 });
    await expect(limiter.hit('5.6.7.8')).resolves.toEqual({ allowed: true });
    time = 60_000;
    await expect(limiter.hit('1.2.3.4')).resolves.toEqual({ allowed: true });
  });

  it('counts the attempts of every instance that shares the database', async () => {
    const options = { limit: 5, windowMs: 60_000, now: () => 1_000 };
    const [one, two] = [createRateLimiter(db, options), createRateLimiter(db, options)];
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).hit('9.9.9.9')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('forgets windows that have passed', async () => {
    let time = 0;
    const limiter = createRateLimiter(db, { limit: 1, windowMs: 1000, now: () => time });
    for (time = 0; time < 5000; time += 1000) await limiter.hit('1.1.1.1');
    expect(Number((await db(RATE_LIMIT_TABLE).count({ rows: '*' }))[0].rows)).toBeLessThanOrEqual(2);
  });

  it('says which window a moment is in', () => {
    expect(rateWindow(125_000, 60_000)).toEqual({ start: 120_000, end: 180_000 });
  });
});

describe('captcha verification', () => {
  const settings = { secret: 's3cret', verifyUrl: 'http://captcha.test/verify', minScore: 0.5 };
  const answering = (body: unknown) => jest.fn(async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

  it('takes its score and service from the CMS’s environment, an empty score being the default, never 0', () => {
    for (const RECAPTCHA_MIN_SCORE of ['', ' ', undefined]) {
      expect(captchaSettings({ RECAPTCHA_SECRET: 'x', RECAPTCHA_MIN_SCORE })).toEqual({
        secret: 'x',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
      });
    }
    expect(captchaSettings({ RECAPTCHA_MIN_SCORE: '0.7' }).minScore).toBe(0.7);
    expect(() => captchaSettings({ RECAPTCHA_MIN_SCORE: 'tinggi' })).toThrow(/RECAPTCHA_MIN_SCORE must be a score from 0 to 1/);
  });

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
