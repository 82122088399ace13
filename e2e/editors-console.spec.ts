import { expect, test } from './fixtures';
import fs from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { adminRequest, publishNews, regenerateBuildToken } from './admin';
import { adminHome, editorAccount } from './admin-ui';
import { closeContexts } from './browser';
import { builds, buildsUrl, finishedBuild, hookSettled, requestBuild } from './hook';
import { buildTokenFile, captchaToken, cmsUrl, hookLinkUrl, hookUrl, mailTo, siteUrl, smtpPort } from './urls';
import { waitFor as waitForCondition } from './wait-for';

/**
 * The editors' console: every build recorded and shown in the admin, failures with their reason,
 * a rebuild button, no publish missed when the webhook does not arrive, and every contact message
 * mailed to the company inbox — through a real SMTP server started here — even when the SMTP
 * server was down when the message came.
 */
let browser: Browser;

test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

test.afterAll(async () => {
  await closeContexts(browser);
});

/** Waits for what an editor would see next, checking every half second. */
const waitFor = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> =>
  waitForCondition(what, check, { timeoutMs });

test.describe('the build record', () => {
  test('lists the first build with the secret, and refuses without it', async () => {
    expect((await fetch(buildsUrl)).status).toBe(401);
    expect((await fetch(buildsUrl, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const before = (await builds()).length;
    expect((await fetch(hookUrl, { method: 'POST', headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await builds()).length).toBe(before);
    const first = (await builds()).find((build) => build.trigger.kind === 'start');
    expect(first).toMatchObject({ state: 'published', error: null });
    expect(first?.pages).toBeGreaterThan(60);
    expect(first?.durationMs).toBeGreaterThan(0);
  });
});

test.describe('no publish silently missed', () => {
  test('catches up with a publish made while the build hook was unreachable, and the admin says it cannot be reached', async () => {
    test.setTimeout(300_000);
    const link = (state: 'up' | 'down') => fetch(`${hookLinkUrl}/__link/${state}`, { method: 'POST' });
    // What earlier specs changed is built first: otherwise their builds may carry this publish.
    await hookSettled();
    await link('down');
    try {
      const unreachable = (await adminRequest('GET', '/site-builds')) as { reachable: boolean; reason?: string };
      expect(unreachable).toMatchObject({
        reachable: false,
        problem: 'unreachable',
        reason: expect.stringMatching(/cannot be reached/),
      });
      const newest = (await builds())[0]?.id ?? 0;
      const slug = `terlewat-${Date.now()}`;
      await publishNews({ title: 'Berita yang webhook-nya tidak sampai', slug, date: '2026-11-22', body: 'Tetap terbit.' });
      const caughtUp = await waitFor('a catch-up build', async () =>
        (await builds()).find((build) => build.id > newest && build.trigger.kind === 'catch-up'),
      );
      expect((await finishedBuild(caughtUp.id)).state).toBe('published');
      expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(200);
    } finally {
      await link('up');
    }
    expect(((await adminRequest('GET', '/site-builds')) as { reachable: boolean }).reachable).toBe(true);
  });
});

test.describe('the Site builds widget in the admin', () => {
  test('shows a failed build and its reason while the last good site stays live, and rebuilds on request', async () => {
    test.setTimeout(300_000);
    const liveAbout = await (await fetch(`${siteUrl}/about`)).text();
    // The build token the site uses is refused from now on: the next build fails.
    const regenerated = await regenerateBuildToken();
    let failed;
    try {
      failed = await finishedBuild(await requestBuild());
    } finally {
      // The operator gives the build the new token (whatever happened above: later specs build too).
      fs.writeFileSync(buildTokenFile, `${regenerated}\n`);
    }
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/refused .*STRAPI_TOKEN/);
    expect(failed.logTail.length).toBeGreaterThan(0);
    expect(await (await fetch(`${siteUrl}/about`)).text()).toBe(liveAbout);

    const page = await adminHome(browser, await editorAccount());
    await page.getByText('Site builds', { exact: true }).waitFor();
    await page.getByText('The last build failed: the site published before it stays live').waitFor();
    await expect(
      page
        .getByText(/The CMS refused the request .*STRAPI_TOKEN/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('Failed', { exact: true }).first().isVisible()).resolves.toBe(true);

    // With the new token in place, an editor rebuilds from the widget.
    const newest = (await builds())[0].id;
    await page.getByRole('button', { name: 'Rebuild now' }).click();
    await page.getByText('Rebuild requested.').waitFor();
    const rebuilt = await waitFor('the requested rebuild', async () => (await builds()).find((build) => build.id > newest));
    // Named as other editors see them, never by e-mail address (an Author reads the record too).
    expect(rebuilt.trigger).toMatchObject({ kind: 'manual', by: 'Ana Editor' });
    expect((await finishedBuild(rebuilt.id)).state).toBe('published');
    await page.getByText('The site is up to date').waitFor({ timeout: 30_000 });
    await page.close();
  });
});

test.describe('the admin in Indonesian', () => {
  test('shows the Site builds widget in Indonesian to an editor who chose it in their profile', async () => {
    test.setTimeout(120_000);
    const page = await adminHome(browser, await editorAccount({ language: 'id' }));
    await page.getByText('Pembaruan situs', { exact: true }).waitFor();
    await page.getByText('Situs sudah mutakhir').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Bangun ulang sekarang' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('list', { name: 'Pembaruan terakhir' }).isVisible()).resolves.toBe(true);
    // Strapi's own texts follow the same choice.
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('id');
    await page.close();
  });
});

test.describe('the media library', () => {
  test('says why it refuses a file a browser would run, and keeps nothing of it', async () => {
    test.setTimeout(120_000);
    const page = await adminHome(browser, await editorAccount());
    const name = `halaman-${Date.now()}.html`;
    await page.goto(`${cmsUrl}/admin/plugins/upload`);
    await page.getByRole('button', { name: /^New/ }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('menuitem', { name: 'File upload', exact: true }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: 'text/html', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await page.getByText("File type 'text/html' is not allowed").waitFor({ timeout: 30_000 });
    const { results } = (await adminRequest('GET', `/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`)) as {
      results: unknown[];
    };
    expect(results).toEqual([]);
    await page.close();
  });
});

test.describe('contact messages in the company inbox', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer | null = null;

  test.afterAll(async () => {
    if (smtp) await new Promise((resolve) => smtp?.close(() => resolve(undefined)));
  });

  const storedMessage = async (subject: string) => {
    const { results } = (await adminRequest(
      'GET',
      `/content-manager/collection-types/api::contact-message.contact-message?pageSize=100&sort=createdAt:desc`,
    )) as { results: Array<{ subject: string; mailStatus: string; mailError: string | null; mailAttempts: number }> };
    return results.find((message) => message.subject === subject);
  };

  test('keeps a message while the SMTP server is down, and mails it once it is up, replying to the visitor', async () => {
    test.setTimeout(120_000);
    const subject = `Surat ${Date.now()}`;
    const response = await fetch(`${cmsUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.20.30.40' },
      body: JSON.stringify({
        data: {
          name: 'Rina Wijaya',
          email: 'rina@example.co.id',
          phone: '0813 1111 2222',
          company: 'PT Pelabuhan',
          subject,
          message: 'Mohon jadwal kunjungan ke galangan.',
          consent: true,
          language: 'id',
          captchaToken,
        },
      }),
    });
    expect(response.status).toBe(201);
    // Nothing listens on the SMTP port yet: the message is stored, its mail failed and waits.
    const waiting = await waitFor('a failed mail attempt', async () => {
      const message = await storedMessage(subject);
      return message && message.mailStatus === 'failed' ? message : null;
    });
    expect(waiting.mailError).toMatch(/ECONNREFUSED|connect/i);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .finally(() => done());
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(smtpPort, '127.0.0.1', () => resolve()));

    const mail = await waitFor('the notification mail', async () =>
      received.find((candidate) => candidate.subject?.includes(subject)),
    );
    expect(mail.subject).toBe(`Pesan baru dari situs web: ${subject}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(mailTo);
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'rina@example.co.id', name: 'Rina Wijaya' });
    for (const value of [
      'Rina Wijaya',
      'rina@example.co.id',
      '0813 1111 2222',
      'PT Pelabuhan',
      'Mohon jadwal kunjungan ke galangan.',
    ]) {
      expect(mail.text).toContain(value);
    }
    await waitFor('the message marked as mailed', async () => (await storedMessage(subject))?.mailStatus === 'sent');
  });

  test('mails a new message at once, with the subject in the visitor’s language, replying to the visitor alone whatever their name says', async () => {
    test.setTimeout(60_000);
    const subject = `English ${Date.now()}`;
    const response = await fetch(`${cmsUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.20.30.41' },
      body: JSON.stringify({
        data: {
          name: 'ceo@evil.example, John Smith',
          email: 'john@example.com',
          subject,
          message: 'Could you send your company profile?',
          consent: true,
          language: 'en',
          captchaToken,
        },
      }),
    });
    expect(response.status).toBe(201);
    const mail = await waitFor(
      'the notification mail',
      async () => received.find((candidate) => candidate.subject?.includes(subject)),
      30_000,
    );
    expect(mail.subject).toBe(`New message from the website: ${subject}`);
    // The name is a name: Reply-To holds the visitor's one address (it held ceo@evil.example too).
    expect(mail.replyTo?.value).toEqual([{ address: 'john@example.com', name: 'ceo@evil.example, John Smith' }]);
  });
});
