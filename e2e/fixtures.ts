import { test as base } from '@playwright/test';
import chromiumSettings from '../scripts/lib/chromium.json';
import './connection-reuse';

/**
 * The specs' `test`: Playwright Test's own, its browser being the Chromium the global setup chose
 * (scripts/lib/browser.ts: Debian's, exported as CHROMIUM_PATH) with the flags a closed network
 * needs. A spec takes Playwright's `browser` fixture (one a worker); every page it opens is traced,
 * and a failed test keeps its trace (playwright.config.ts: `trace`).
 */
export const test = base.extend({
  launchOptions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this fixture needs no other
    async ({}, use) => {
      const executablePath = process.env.CHROMIUM_PATH;
      if (!executablePath) throw new Error('CHROMIUM_PATH is unset: run the specs through npm test or npm run test:e2e');
      await use({ executablePath, headless: true, args: chromiumSettings.flags });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
