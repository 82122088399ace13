import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, openHydrated } from './browser';
import { siteUrl } from './urls';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the visitor experience', () => {
  it('turns the navbar into the sticky bar after scrolling past 80 px', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, `${siteUrl}/about`);
    const header = page.locator('header[data-sticky]');
    await expect(header.getAttribute('data-sticky')).resolves.toBe('false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('header[data-sticky]')?.getAttribute('data-sticky') === 'true');
    await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header[data-sticky]')?.getAttribute('data-sticky') === 'false');
    await page.close();
  });

  it('opens the mobile menu below 992 px', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, `${siteUrl}/`);
    const news = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Berita', exact: true });
    await expect(news.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(news.isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('offers Contact Us in the current language and a WhatsApp button with the normalised number', async () => {
    const { page, errors } = await newPage(browser);
    // wa.me is outside this machine's network: answer it locally to see where the window goes.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await page.goto(`${siteUrl}/en/about`);
    const contact = page.locator('a.contact');
    await expect(contact.getAttribute('href')).resolves.toBe('/en/contact');
    const whatsapp = page.getByRole('button', { name: /WhatsApp/ });
    await whatsapp.waitFor();
    await expect(whatsapp.getAttribute('data-href')).resolves.toBe(
      `https://wa.me/6281234567890?text=${encodeURIComponent('Hello Mercusuar Group, I would like to ask about your services.')}`,
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    expect(popup.url()).toContain('wa.me/6281234567890');
    await popup.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks the CMS for the WhatsApp message in the page language', async () => {
    const { page } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/whatsapp')) requested.push(request.url());
    });
    await page.goto(`${siteUrl}/contact`);
    await page.getByRole('button', { name: /WhatsApp/ }).waitFor();
    expect(requested.some((url) => url.includes('locale=id'))).toBe(true);
    await page.close();
  });

  it('hides the WhatsApp button when the CMS cannot be reached', async () => {
    const { page, errors } = await newPage(browser);
    await page.route('**/api/whatsapp*', (route) => route.abort());
    await page.goto(`${siteUrl}/about`);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('button', { name: /WhatsApp/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goes back in history from the 404 page with "Kembali"', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${siteUrl}/about`);
    await openHydrated(page, `${siteUrl}/halaman-hilang`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Halaman tidak ditemukan!');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`${siteUrl}/about`);
    await page.close();
  });

  it('sends / to /en for a visitor who chose English, and nowhere else', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/about`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => localStorage.getItem('lang') === 'id');
    await page.goto(`${siteUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${siteUrl}/`);
    await page.waitForURL(`${siteUrl}/en`);
    await page.goto(`${siteUrl}/about`);
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('tells the visitor when the browser goes offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/en/about`, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor()).resolves.toBeUndefined();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('draws the particle background after load, and not at all for reduced motion', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await page
      .locator('#particle-background canvas, canvas#particle-background, #particle-background')
      .first()
      .waitFor({ state: 'attached' });
    await context.close();

    const calm = await browser.newContext({ reducedMotion: 'reduce' });
    const calmPage = await calm.newPage();
    await calmPage.goto(`${siteUrl}/`);
    await calmPage.waitForTimeout(2500);
    await expect(calmPage.locator('#particle-background').count()).resolves.toBe(0);
    await calm.close();
  });
});
