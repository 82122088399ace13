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

test.describe('the visitor experience', () => {
  test('turns the navbar into the sticky bar after scrolling past 80 px', async () => {
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

  test('lies transparent over the home hero, white text on it (the current page too), and turns into the light bar past 80 px', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, `${siteUrl}/en`);
    const header = page.locator('header[data-sticky]');
    const style = () =>
      header.evaluate((element) => {
        const colour = (selector: string) => {
          const link = element.querySelector(selector);
          return link && getComputedStyle(link).color;
        };
        return {
          background: getComputedStyle(element).backgroundColor,
          text: colour('nav > ul > li > a:not([aria-current])'),
          current: colour('nav > ul > li > a[aria-current="page"]'),
        };
      });
    await expect(style()).resolves.toEqual({
      background: 'rgba(0, 0, 0, 0)',
      text: 'rgb(255, 255, 255)',
      current: 'rgb(255, 255, 255)',
    });
    // The hero starts at the top of the page, under the bar.
    await expect(
      page
        .locator('main > div')
        .first()
        .evaluate((hero) => hero.getBoundingClientRect().top),
    ).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('header[data-sticky]')?.getAttribute('data-sticky') === 'true');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running')); // the colour transition
    await expect(style()).resolves.toEqual({
      background: 'rgb(255, 255, 255)',
      text: 'rgb(11, 60, 73)',
      current: 'rgb(200, 16, 46)',
    });
    await page.close();
  });

  test('keeps a readable light bar at the top of pages without a hero', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, `${siteUrl}/en/news`);
    await expect(
      page.locator('header[data-sticky]').evaluate((element) => getComputedStyle(element).backgroundColor),
    ).resolves.toBe('rgba(255, 255, 255, 0.88)');
    await page.close();
  });

  test('follows links inside a page’s content within the app, to another template and to the same one', async () => {
    // A page's content is not hydrated (src/runtime/server-html.ts): its links are plain anchors that
    // gatsby-plugin-catch-links routes. The marker survives only a navigation without a reload.
    const { page } = await newPage(browser);
    await openHydrated(page, `${siteUrl}/news`);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const monthLink = page.locator('main a[href^="/news/archive/"]').first();
    const month = await monthLink.getAttribute('href');
    await monthLink.click();
    await page.waitForURL(`${siteUrl}${month}`);
    await expect(page.locator('main h1')).toContainText(/\d{4}/); // the month's own list, same template
    const article = page.locator('main li h2 a[href^="/news/"]').first();
    const articlePath = await article.getAttribute('href');
    const title = (await article.textContent())?.trim() ?? '';
    await article.click();
    await page.waitForURL(`${siteUrl}${articlePath}`);
    await expect(page.locator('main h1')).toHaveText(title);
    await page.goBack();
    await page.waitForURL(`${siteUrl}${month}`);
    await expect(page.locator('main a[href="' + articlePath + '"]').first()).toBeVisible();
    await expect(page.evaluate(() => (window as Window & { stayedInApp?: boolean }).stayedInApp)).resolves.toBe(true);
    await page.close();
  });

  test('shows the qualifications of a job opening as a plain bulleted list, not as cards', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${siteUrl}/en/career`);
    const item = page.locator('main ul > li ul li').first();
    await expect(
      item.evaluate((element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopWidth, bullet: style.listStyleType, padding: style.paddingTop };
      }),
    ).resolves.toMatchObject({ border: '0px', padding: '0px', bullet: expect.stringMatching(/^(disc|circle|square)$/) });
    await page.close();
  });

  test('opens the mobile menu below 992 px', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, `${siteUrl}/`);
    const news = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Berita', exact: true });
    await expect(news.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(news.isVisible()).resolves.toBe(true);
    await page.close();
  });

  test('offers Contact Us in the current language and a WhatsApp button with the normalised number', async () => {
    const { page, errors } = await newPage(browser);
    // wa.me is outside this machine's network: answer it locally to see where the window goes.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await page.goto(`${siteUrl}/en/about`);
    const contact = page.locator('a.contact');
    await expect(contact.getAttribute('href')).resolves.toBe('/en/contact');
    const whatsapp = page.getByRole('button', { name: /WhatsApp/i });
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

  test('asks the CMS for the WhatsApp message in the page language', async () => {
    const { page } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/whatsapp')) requested.push(request.url());
    });
    await page.goto(`${siteUrl}/contact`);
    await page.getByRole('button', { name: /WhatsApp/i }).waitFor();
    expect(requested.some((url) => url.includes('locale=id'))).toBe(true);
    await page.close();
  });

  test('hides the WhatsApp button when the CMS cannot be reached', async () => {
    const { page, errors } = await newPage(browser);
    let refused!: () => void;
    const whatsappRefused = new Promise<void>((resolve) => (refused = resolve));
    await page.route('**/api/whatsapp*', async (route) => {
      await route.abort();
      refused();
    });
    await openHydrated(page, `${siteUrl}/about`);
    await whatsappRefused;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(page.getByRole('button', { name: /WhatsApp/i }).count()).resolves.toBe(0);
    await expect(page.locator('aside a.contact').count()).resolves.toBe(1); // the floating actions did render
    expect(errors).toEqual([]);
    await page.close();
  });

  test('goes back in history from the 404 page with "Kembali"', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${siteUrl}/about`);
    await openHydrated(page, `${siteUrl}/halaman-hilang`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Halaman tidak ditemukan!');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`${siteUrl}/about`);
    await page.close();
  });

  test('sends / to /en for a visitor who chose English, and nowhere else', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHydrated(page, `${siteUrl}/about`);
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

  test('tells the visitor when the browser goes offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHydrated(page, `${siteUrl}/en/about`);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor()).resolves.toBeUndefined();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('draws the particle background once the visitor moves, and not at all for reduced motion', async () => {
    const particles = '#particle-background';
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('particle-field')) chunks.push(request.url());
    });
    await openHydrated(page, `${siteUrl}/`);
    // A first interaction is what loads the particles at once (no waiting for idle seconds)…
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 100);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    // …but not for a visitor who asked for reduced motion.
    expect(chunks).toEqual([]);
    await expect(page.locator(particles).count()).resolves.toBe(0);
    // The same page draws them once the setting changes, and removes them when it changes back.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.mouse.move(300, 300);
    await page.locator(particles).first().waitFor({ state: 'attached' });
    expect(chunks.length).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator(particles).first().waitFor({ state: 'detached' });
    await context.close();
  });
});
