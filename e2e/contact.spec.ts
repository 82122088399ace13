import { expect, test } from './fixtures';
import type { Browser } from 'playwright-core';
import { closeContexts, newPage, openHydrated } from './browser';
import { adminRequest } from './admin';
import { captchaToken, cmsUrl, siteUrl } from './urls';

const message = {
  name: 'Dewi Lestari',
  email: 'dewi@example.co.id',
  phone: '0812 3456 7890',
  company: 'PT Contoh',
  subject: 'Penawaran pemeliharaan',
  message: 'Kami ingin meminta penawaran jasa pemeliharaan anjungan.',
  consent: true,
  language: 'id',
};

let client = 0;
/** Each test is its own visitor (the CMS trusts X-Forwarded-For here), so rate limits do not leak between tests. */
const send = (data: Record<string, unknown>, visitor = `10.0.0.${++client}`, raw?: string) =>
  fetch(`${cmsUrl}/api/contact-messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: raw ?? JSON.stringify({ data }),
  });

const storedMessages = async (): Promise<Array<{ subject: string; email: string }>> => {
  const body = (await adminRequest(
    'GET',
    '/content-manager/collection-types/api::contact-message.contact-message?pageSize=100',
  )) as {
    results: Array<{ subject: string; email: string }>;
  };
  return body.results;
};

test.describe('the contact endpoint (real Strapi, real SQLite)', () => {
  test('stores a valid message and answers 201 only then', async () => {
    const subject = `Stored ${Date.now()}`;
    const response = await send({ ...message, subject, captchaToken });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    expect(data.id).toBeTruthy();
    expect((await storedMessages()).map((stored) => stored.subject)).toContain(subject);
  });

  test('names the invalid fields', async () => {
    const response = await send({ ...message, email: 'nope', consent: false, captchaToken });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { fields: Record<string, string> } } };
    expect(body.error.details.fields).toEqual({ email: 'invalid', consent: 'required' });
  });

  test('refuses a message whose captcha fails', async () => {
    const subject = `Bad captcha ${Date.now()}`;
    const response = await send({ ...message, subject, captchaToken: 'forged' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { name: string } }).error.name).toBe('CaptchaError');
    expect((await send({ ...message, subject })).status).toBe(400);
    expect((await storedMessages()).map((stored) => stored.subject)).not.toContain(subject);
  });

  test('limits how many messages one visitor can send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await send({ ...message, subject: `Burst ${i}`, captchaToken }, '10.9.9.9')).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test('refuses oversized bodies', async () => {
    const response = await send(
      {},
      undefined,
      JSON.stringify({ data: { ...message, message: 'x'.repeat(40_000), captchaToken } }),
    );
    expect(response.status).toBe(413);
  });

  test('stores nothing from a bot that fills the honeypot', async () => {
    const subject = `Honeypot ${Date.now()}`;
    const response = await send({ ...message, subject, website: 'https://spam.example', captchaToken });
    expect(response.status).toBe(202);
    expect((await storedMessages()).map((stored) => stored.subject)).not.toContain(subject);
  });

  test('never lets the public read messages back', async () => {
    expect((await fetch(`${cmsUrl}/api/contact-messages`)).status).toBeGreaterThanOrEqual(403);
  });
});

test.describe('the contact form in a browser', () => {
  let browser: Browser;
  test.beforeAll(async ({ browser: launched }) => {
    browser = launched;
  });
  test.afterAll(async () => {
    await closeContexts(browser);
  });

  /** Google's script is outside this machine's network: a stand-in with the same API. */
  const fakeRecaptcha = `window.grecaptcha = { ready: (f) => f(), execute: async () => ${JSON.stringify(captchaToken)} };`;

  test('shows the errors in the visitor language and focuses the first one', async () => {
    const { page } = await newPage(browser);
    await openHydrated(page, `${siteUrl}/en/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    // The checks load with the form's sending code on first use: wait for them, then look.
    await page.getByText('Name is required.').waitFor();
    await expect(page.getByText('Please agree to the use of your data.').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await page.close();
  });

  test('sends a message, loads the captcha once, and confirms with a toast', async () => {
    const { page, errors } = await newPage(browser);
    let scriptLoads = 0;
    await page.route('https://www.google.com/recaptcha/**', (route) => {
      scriptLoads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha });
    });
    await openHydrated(page, `${siteUrl}/contact`);
    expect(scriptLoads).toBe(0);
    const subject = `Browser ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Budi Santoso');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('budi@example.co.id');
    await page.getByRole('textbox', { name: 'Subjek', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Mohon informasi lowongan magang teknik.');
    await page.getByLabel(/Saya setuju/).check();
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    await page.getByRole('status').filter({ hasText: 'Terima kasih! Pesan Anda telah kami terima.' }).waitFor();
    expect(scriptLoads).toBe(1);
    expect((await storedMessages()).map((stored) => stored.subject)).toContain(subject);
    await expect(page.getByRole('textbox', { name: 'Subjek', exact: true }).inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('reports a failed send without losing what was typed', async () => {
    const { page } = await newPage(browser);
    await page.route('https://www.google.com/recaptcha/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha }),
    );
    await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openHydrated(page, `${siteUrl}/en/contact`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Budi');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('budi@example.co.id');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A message that will not arrive.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'The message could not be sent' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toBe(
      'A message that will not arrive.',
    );
    await page.close();
  });
});
