import type { Browser, Page, Request } from 'playwright-core';

/**
 * Closes what a spec opened in its worker's browser (Playwright's `browser` fixture, e2e/fixtures.ts,
 * which the worker's next spec uses too).
 */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * A page that fails the test on any uncaught error in the site's JavaScript and on anything the
 * page's Content-Security-Policy blocked (Chromium reports it on the console).
 */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`CSP: ${message.text()}`);
  });
  return { page, errors };
}

/**
 * Opens a page and waits until it is hydrated, so clicks and keys reach their handlers: Gatsby
 * marks `onInitialClientRender` once the page's first render in the browser has committed (in the
 * effects of its root, whichever React-compatible runtime runs it). Then it waits for what the page
 * does once idle, so what a test reads is final: on a page with the floating actions (not a detail
 * page), their deferred code asks the CMS for the WhatsApp number, whose answer may add a button.
 * Not `waitUntil: 'networkidle'`: under load, Chromium now and then reports a request of the page
 * (the WhatsApp number, asked twice within milliseconds, the second aborted) as still under way for
 * about 100 s after it ended, and every test that waited for the network to fall quiet stalled.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  let onRequest: (request: Request) => void = () => undefined;
  const whatsapp = new Promise<Request>((resolve) => {
    onRequest = (request) => {
      if (new URL(request.url()).pathname === '/api/whatsapp') resolve(request);
    };
  });
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () =>
        document.querySelector('#___gatsby header button') !== null &&
        performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
    );
    if ((await page.locator('aside a.contact').count()) > 0) await (await whatsapp).response();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } finally {
    page.off('request', onRequest);
  }
}
