import { expect, test } from './fixtures';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES } from '../src/i18n/languages';
import { localisedPath } from '../src/i18n/localised-path';
import { closeContexts, openHydrated } from './browser';
import { pageViews } from './page-views';
import { siteUrl } from './urls';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let browser: Browser;

test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

test.afterAll(async () => {
  await closeContexts(browser);
});

/** Runs axe-core in the page (injected past the site's Content-Security-Policy) and lists what it finds. */
async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
}

test.describe('axe-core finds nothing on any page view', () => {
  // The longest reader (four tests of ~45 s): both of the readers' workers take its tests, rather
  // than one taking the whole file while the other runs out of specs.
  test.describe.configure({ mode: 'parallel' });
  let paths: string[];
  test.beforeAll(async () => {
    paths = await pageViews();
  });

  for (const { name, width, height } of VIEWPORTS) {
    test.describe(`at ${width} px (${name})`, () => {
      let context: BrowserContext;
      test.beforeAll(async () => {
        context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
      });
      test.afterAll(async () => {
        await context?.close();
      });

      for (const language of LANGUAGES) {
        test(`in ${language}`, async () => {
          test.setTimeout(240_000);
          const page = await context.newPage();
          const found: Record<string, Violation[]> = {};
          for (const path of paths) {
            await openHydrated(page, `${siteUrl}${localisedPath(path, language)}`);
            const violations = await axeViolations(page);
            if (violations.length) found[localisedPath(path, language)] = violations;
          }
          await page.close();
          expect(found).toEqual({});
        });
      }
    });
  }
});

declare global {
  interface Window {
    axe: typeof axe;
  }
}

test.describe('keyboard', () => {
  for (const [pathname, width] of [
    ['/en', 1280],
    ['/contact', 1280],
    ['/news', 375],
  ] as const) {
    test(`${pathname} at ${width} px: a skip link first, then every control in document order, each with a visible focus`, async () => {
      test.setTimeout(120_000);
      // Reduced motion: focus scrolls at once (no smooth scrolling to wait for).
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await openHydrated(page, `${siteUrl}${pathname}`);

      // No positive tabindex reorders the page.
      await expect(page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count()).resolves.toBe(0);

      // What a keyboard should reach: visible, enabled controls, in document order.
      const expected = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const hiddenByAncestor = element.closest('[hidden], [aria-hidden="true"], [inert]') !== null;
            return (
              !hiddenByAncestor &&
              element.tabIndex >= 0 &&
              !(element as HTMLButtonElement).disabled &&
              style.visibility !== 'hidden' &&
              element.getClientRects().length > 0
            );
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(expected.length).toBeGreaterThan(5);

      const reached: string[] = [];
      for (let index = 0; index < expected.length; index += 1) {
        await page.keyboard.press('Tab');
        // Two frames: focus styles arrive after the reduced-motion rule's 0.01 ms transition.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          return {
            html: element.outerHTML.slice(0, 120),
            ring: (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none',
            onScreen: rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0,
          };
        });
        expect({ ...focus, index }).toEqual({ html: focus.html, ring: true, onScreen: true, index });
        reached.push(focus.html);
      }
      expect(reached).toEqual(expected);
      expect(reached[0]).toMatch(/href="#main"/);

      // The skip link moves the focus to the content.
      await openHydrated(page, `${siteUrl}${pathname}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
      await context.close();
    });
  }
});
