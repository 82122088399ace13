import { expect, test } from './fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES } from '../src/i18n/languages';
import { localisedPath } from '../src/i18n/localised-path';
import { adminRequest, previewUrl } from './admin';
import { closeContexts, openHydrated } from './browser';
import { pageViews } from './page-views';
import { siteUrl } from './urls';
import { waitUntil } from './wait-for';

/**
 * Every page fits every screen, whatever the CMS puts in it: no page is wider than the screen,
 * nothing is cut off, and the floating buttons cover neither the end of a page nor a focused
 * control — at phone, tablet and desktop widths, in both languages, over every page view, with an
 * article (and its draft's preview) and the footer's address holding what editors paste: a long
 * URL, e-mail address and word.
 */
const WIDTHS = [320, 375, 768, 1280] as const;

const LONG_URL = `https://www.mercusuargroup.co.id/laporan/${'keberlanjutan-'.repeat(6)}tahunan-2026.pdf`.padEnd(120, 'x');
const LONG_EMAIL = 'sekretariat.perusahaan.dan.hubungan.investor@mercusuargroup-internasional.co.id';
const LONG_WORD = 'Ketidakpertanggungjawaban'.concat('Kesejahteraan', 'Pengembangan', 'Infrastruktur').slice(0, 60);
const slug = `tata-letak-${Date.now()}`;

const article = (language: string) => ({
  title: `${language === 'en' ? 'Report' : 'Laporan'} ${LONG_WORD}`,
  slug,
  date: '2026-11-22',
  excerpt: `${LONG_URL} ${LONG_EMAIL} ${LONG_WORD}`,
  body: [
    `${language === 'en' ? 'Read' : 'Baca'} ${LONG_URL} — ${LONG_EMAIL}.`,
    `[${LONG_URL}](${LONG_URL}) ${LONG_WORD}`,
    `| ${LONG_WORD} | ${LONG_EMAIL} | URL |\n| --- | --- | --- |\n| ${LONG_URL} | ${LONG_WORD} | ${LONG_URL} |`,
    `\`${LONG_URL}\``,
    '```\n' + `${LONG_WORD} ${LONG_URL}` + '\n```',
  ].join('\n\n'),
});

let browser: Browser;
let documentId = '';
let previewUrls: string[] = [];

/** The footer's address block (every page's footer, the contact page's office) with what an editor might paste. */
const FOOTER = '/content-manager/single-types/api::footer.footer';
const footerAddress: Record<string, Record<string, unknown>> = {};

async function setFooterAddress(language: string, address: Record<string, unknown>): Promise<void> {
  await adminRequest('PUT', `${FOOTER}?locale=${language}`, { address });
  await adminRequest('POST', `${FOOTER}/actions/publish?locale=${language}`, {});
}

test.beforeAll(async ({ browser: launched }) => {
  test.setTimeout(300_000);
  browser = launched;
  const created = (await adminRequest('POST', '/content-manager/collection-types/api::news.news?locale=id', article('id'))) as {
    data: { documentId: string };
  };
  documentId = created.data.documentId;
  const documentPath = `/content-manager/collection-types/api::news.news/${documentId}`;
  await adminRequest('PUT', `${documentPath}?locale=en`, article('en'));
  // The draft's preview, as the Content Manager's "Open preview" gives it.
  previewUrls = await Promise.all(
    LANGUAGES.map((locale) => previewUrl('api::news.news', { documentId, locale, status: 'draft' })),
  );
  for (const locale of LANGUAGES) await adminRequest('POST', `${documentPath}/actions/publish?locale=${locale}`, {});
  for (const locale of LANGUAGES) {
    const { data } = (await adminRequest('GET', `${FOOTER}?locale=${locale}`)) as { data: { address: Record<string, unknown> } };
    footerAddress[locale] = data.address;
    await setFooterAddress(locale, { ...data.address, addressLine2: `Jl. ${LONG_WORD}`, email: LONG_EMAIL });
  }
  await waitUntil(
    async () =>
      (await fetch(`${siteUrl}/en/news/${slug}`)).status === 200 &&
      (await (await fetch(`${siteUrl}/en/contact`)).text()).includes(LONG_EMAIL),
    240_000,
    'the article and the footer are not live',
  );
});

test.afterAll(async () => {
  test.setTimeout(300_000);
  await closeContexts(browser);
  // Leave the site as the other specs expect it: the article gone, the footer as it was.
  if (documentId) await adminRequest('DELETE', `/content-manager/collection-types/api::news.news/${documentId}?locale=*`);
  for (const [locale, address] of Object.entries(footerAddress)) await setFooterAddress(locale, address);
  await waitUntil(
    async () =>
      (await fetch(`${siteUrl}/news/${slug}`)).status === 404 &&
      !(await (await fetch(`${siteUrl}/contact`)).text()).includes(LONG_EMAIL),
    240_000,
    'the site is not back as it was',
  );
});

interface Misfit {
  width: number;
  problem: string;
}

/**
 * What does not fit at the current width: the page scrolling sideways, an element reaching past
 * the screen's edge, content cut off by a box that hides its overflow, and — with the page
 * scrolled to its end and with each control focused in turn — anything under the floating buttons.
 */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      !element.closest('.visually-hidden, [hidden], [aria-hidden="true"]') &&
      getComputedStyle(element).visibility !== 'hidden';

    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const all = [...document.body.querySelectorAll('*')].filter(shown);
    for (const element of all) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && (rect.right > width + 1 || rect.left < -1)) {
        problems.push(`${describe(element)} reaches ${Math.round(rect.left)}…${Math.round(rect.right)} px`);
      }
      // Text hidden on purpose (a 1 px clipped label, read but not shown) is not cut off.
      const style = getComputedStyle(element);
      const clips = /hidden|clip/.test(style.overflowX) && rect.width > 1 && rect.height > 1;
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} cuts off ${element.scrollWidth - element.clientWidth} px`);
      }
    }

    /** The floating buttons as they are now (none where they are hidden or have stepped aside). */
    const floatingButtons = () => {
      // Reduced motion still runs every change as a 0.01 ms transition: end them now.
      for (const animation of document.getAnimations()) animation.finish();
      return [...document.querySelectorAll('aside a, aside button')]
        .filter((element) => {
          const aside = getComputedStyle(element.closest('aside') as Element);
          return aside.position === 'fixed' && Number(aside.opacity) > 0 && shown(element);
        })
        .map((element) => element.getBoundingClientRect());
    };
    // Detail pages (the single-page layout) have no floating buttons.
    if (floatingButtons().length === 0) return problems;
    const overlaps = (rect: DOMRect) =>
      floatingButtons().some(
        (button) => rect.left < button.right && rect.right > button.left && rect.top < button.bottom && rect.bottom > button.top,
      );
    /** The boxes of an element's own lines of text, or the element's box. */
    const boxes = (element: Element): DOMRect[] => {
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (texts.length === 0) return [element.getBoundingClientRect()];
      return texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
    };
    const covered = (element: Element) => boxes(element).some(overlaps);
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const controls = all.filter(
      (element) =>
        element.matches('a[href], button, input, select, textarea, summary, [tabindex="0"]') && !element.closest('aside'),
    );
    // The end of the page: nothing readable or usable under the buttons.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frames();
    for (const element of all) {
      if (element.closest('aside') || !(ownText(element) || controls.includes(element) || element instanceof HTMLImageElement))
        continue;
      if (covered(element)) problems.push(`${describe(element)} is under the floating buttons at the end of the page`);
    }
    // Keyboard focus scrolls a control clear of them.
    window.scrollTo(0, 0);
    for (const control of controls) {
      (control as HTMLElement).focus();
      if (document.activeElement !== control) continue;
      if (overlaps(control.getBoundingClientRect()))
        problems.push(`${describe(control)} is under the floating buttons when focused`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });
}

async function misfitsAtEveryWidth(page: Page, url: string, open: (page: Page, url: string) => Promise<void>): Promise<Misfit[]> {
  await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 800 });
  await open(page, url);
  const found: Misfit[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const problem of await misfits(page)) found.push({ width, problem });
  }
  return found;
}

test.describe('every page fits every screen', () => {
  let context: BrowserContext;
  test.beforeAll(async () => {
    // Reduced motion: focus scrolls at once, not smoothly.
    context = await browser.newContext({ reducedMotion: 'reduce' });
  });
  test.afterAll(async () => {
    await context?.close();
  });

  for (const language of LANGUAGES)
    test(`in ${language}: every page view and the article with long words, addresses and URLs, at 320, 375, 768 and 1280 px`, async () => {
      test.setTimeout(300_000);
      const page = await context.newPage();
      const found: Record<string, Misfit[]> = {};
      for (const path of [...(await pageViews()), `/news/${slug}`]) {
        const url = `${siteUrl}${localisedPath(path, language)}`;
        const misfit = await misfitsAtEveryWidth(page, url, openHydrated);
        if (misfit.length) found[localisedPath(path, language)] = misfit;
      }
      await page.close();
      expect(found).toEqual({});
    });

  for (const [index, language] of LANGUAGES.entries())
    test(`in ${language}: the preview of the article’s draft`, async () => {
      test.setTimeout(120_000);
      const page = await context.newPage();
      const misfit = await misfitsAtEveryWidth(page, previewUrls[index], async (preview, url) => {
        await preview.goto(url);
        await preview.locator('main h1').filter({ hasText: LONG_WORD }).waitFor();
      });
      await page.close();
      expect(misfit).toEqual([]);
    });

  test('the article shows the long content it is tested with', async () => {
    for (const language of LANGUAGES) {
      const html = await (await fetch(`${siteUrl}${localisedPath(`/news/${slug}`, language)}`)).text();
      for (const text of [LONG_WORD, LONG_EMAIL, LONG_URL, '<table>']) expect(html).toContain(text);
    }
  });
});
