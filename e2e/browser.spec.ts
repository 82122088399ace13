import { expect, test } from './fixtures';
import type { Browser } from 'playwright-core';
import { closeContexts, newPage, openHydrated } from './browser';
import { siteUrl } from './urls';

let browser: Browser;

test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

test.afterAll(async () => {
  await closeContexts(browser);
});

test.describe('in a real browser', () => {
  test('shows the home page hero from the CMS in Indonesian and in English', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${siteUrl}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Menerangi Jalan Energi dan Maritim Indonesia');
    await page.goto(`${siteUrl}/en`);
    await expect(page.locator('h1').textContent()).resolves.toBe("Lighting the Way for Indonesia's Energy and Maritime Industry");
    expect(errors).toEqual([]);
    await page.close();
  });

  test('switches a news article to the same article in English and remembers the choice', async () => {
    const { page, errors } = await newPage(browser);
    await openHydrated(page, `${siteUrl}/news/mcsi-tambah-armada-kapal-tunda`);
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(`${siteUrl}/en/news/mcsi-tambah-armada-kapal-tunda`);
    await page.locator('h1', { hasText: 'MCSI Adds Four Environmentally Friendly Tug Boats' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('en');
    const cookies = await page.context().cookies();
    const lang = cookies.find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('en');
    expect(lang?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('opens the About Us submenu with the keyboard and follows a link in it', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, `${siteUrl}/en`);
    const about = page.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('false');
    await about.click();
    await page.getByRole('link', { name: 'Milestones' }).click();
    await page.waitForURL(`${siteUrl}/en/milestone`);
    // Gatsby navigates on the client: the URL changes first, then the new page renders.
    await page.locator('h1', { hasText: 'Milestones' }).waitFor();
    await page.close();
  });

  test('shows CMS images in a modern format at their reserved size, also after client-side navigation', async () => {
    const { page, errors } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, `${siteUrl}/management-etsi`);
    const images = () =>
      page.$$eval('main picture img', (elements) =>
        (elements as HTMLImageElement[]).map((img) => ({
          format: img.currentSrc.split('.').pop(),
          loaded: img.complete && img.naturalWidth > 0,
          alt: img.alt,
          reservedRatio: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
          shownRatio: img.clientWidth / img.clientHeight,
        })),
      );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main picture img')].every((img) => (img as HTMLImageElement).complete),
    );
    const shown = await images();
    expect(shown.length).toBeGreaterThan(0);
    for (const image of shown) {
      expect(image).toMatchObject({ format: 'avif', loaded: true });
      expect(image.alt).not.toBe('');
      expect(Math.abs(image.shownRatio - image.reservedRatio)).toBeLessThan(0.02);
    }
    // The next page renders on the client: its images are React's, not the server's markup.
    await page.getByRole('link', { name: 'MCSI', exact: true }).click();
    await page.waitForURL(`${siteUrl}/management-mcsi`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main picture img')].some((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  test('runs only the inline scripts the build wrote: an injected one is blocked and reported', async () => {
    const { page, errors } = await newPage(browser);
    await openHydrated(page, `${siteUrl}/about`);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).resolves.not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
    const blocked = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as Window & { __injected?: boolean }).__injected ?? false;
    });
    expect(injected).toBe(false);
    await blocked;
    expect(errors.some((error) => error.startsWith('CSP:'))).toBe(true);
    await page.close();
  });
});
