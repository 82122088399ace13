/**
 * The one place that decides which Chromium the end-to-end tests and the benches drive, and with
 * which flags (scripts/lib/chromium.json). In order:
 *   1. CHROMIUM_PATH, when set (it must exist);
 *   2. a Chrome or Chromium installed on the system (chrome-launcher's search: Debian's
 *      /usr/bin/chromium, google-chrome, the macOS applications, …);
 *   3. the headless Chromium shipped inside the @sparticuz/chromium npm package (Linux x64), which
 *      `npm install` brings: it unpacks to the temporary directory on first use.
 * `useChromium()` also exports the choice (CHROMIUM_PATH, and the packaged browser's fonts) to the
 * environment, so every process started afterwards — Jest workers, bench/lighthouse.ts — drives
 * the same browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Launcher } from 'chrome-launcher';
import { chromium } from 'playwright-core';

const settings = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium.json'), 'utf8'));

export const CHROMIUM_FLAGS: string[] = settings.flags;

/** What `npm test` says when no browser can run here: what to install or set. */
export const NO_BROWSER =
  'install Chrome or Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary';

export type FoundChromium = { path: string; source: 'CHROMIUM_PATH' | 'system' | 'npm package @sparticuz/chromium' };

export class BrowserError extends Error {}

/** The system's installed Chrome or Chromium, if chrome-launcher finds one on this platform. */
export function systemChromium() {
  try {
    return Launcher.getInstallations()[0];
  } catch {
    return undefined; // a platform chrome-launcher does not search
  }
}

/** The packaged browser runs on Linux x64 only; elsewhere it is not an option. */
export const packagedChromiumRuns = (platform: string = process.platform, arch: string = process.arch) =>
  platform === 'linux' && arch === 'x64';

/**
 * Unpacks @sparticuz/chromium's headless Chromium (once per machine: it reuses what it unpacked)
 * and points fontconfig at the fonts it ships, for machines without fonts of their own.
 */
async function packagedChromium() {
  const { default: Chromium } = await import('@sparticuz/chromium');
  Chromium.setGraphicsMode = false; // no WebGL needed: skips unpacking SwiftShader
  const executable = await Chromium.executablePath();
  process.env.FONTCONFIG_PATH ??= path.join(os.tmpdir(), 'fonts');
  return executable;
}

/**
 * Which Chromium to drive, in the order above. The second argument replaces the machine's answers in tests.
 */
export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  machine: {
    system?: () => string | undefined;
    platform?: string;
    arch?: string;
    packaged?: () => Promise<string>;
  } = {},
): Promise<FoundChromium> {
  const { system = systemChromium, platform = process.platform, arch = process.arch, packaged = packagedChromium } = machine;
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (!fs.existsSync(chosen)) throw new BrowserError(`CHROMIUM_PATH=${chosen} does not exist: ${NO_BROWSER}`);
    // A choice this module made in a parent process (useChromium) keeps saying where it came from.
    const inherited = env.CHROMIUM_SOURCE as FoundChromium['source'] | undefined;
    return { path: chosen, source: inherited ?? 'CHROMIUM_PATH' };
  }
  const installed = system();
  if (installed) return { path: installed, source: 'system' };
  if (!packagedChromiumRuns(platform, arch)) {
    throw new BrowserError(`no Chromium found, and the packaged one runs on Linux x64 only: ${NO_BROWSER}`);
  }
  try {
    return { path: await packaged(), source: 'npm package @sparticuz/chromium' };
  } catch (error) {
    throw new BrowserError(`the packaged Chromium did not unpack (${firstLine(error)}): ${NO_BROWSER}`);
  }
}

const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error)
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? 'unknown error';

/**
 * Starts the browser once and opens a page, so a browser that cannot run here (a missing shared
 * library, the wrong architecture) is found before any test needs it. Returns its version.
 */
export async function checkChromium(found: FoundChromium) {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: found.path, headless: true, args: CHROMIUM_FLAGS, timeout: 30_000 });
    const page = await browser.newPage();
    await page.setContent('<p>ok</p>');
    return browser.version();
  } catch (error) {
    const reason = /error while loading shared libraries: (\S+)/.exec(String(error))?.[1];
    throw new BrowserError(
      reason
        ? `${found.path} (${found.source}) cannot start: ${reason} is missing (Debian: apt-get install ${debianPackageOf(reason)}) — or ${NO_BROWSER}`
        : `${found.path} (${found.source}) cannot start (${firstLine(error)}): ${NO_BROWSER}`,
    );
  } finally {
    await browser?.close();
  }
}

/** The Debian package of a shared library Chromium commonly misses on a bare machine. */
export function debianPackageOf(library: string) {
  const name = library.replace(/\.so.*$/, '');
  const known: Record<string, string> = {
    libnss3: 'libnss3',
    libnssutil3: 'libnss3',
    libsmime3: 'libnss3',
    libnspr4: 'libnspr4',
    libexpat: 'libexpat1',
    libdbus: 'libdbus-1-3',
    'libdbus-1': 'libdbus-1-3',
    libgbm: 'libgbm1',
    libasound: 'libasound2',
    libatk: 'libatk1.0-0',
    'libatk-1.0': 'libatk1.0-0',
    'libatk-bridge-2.0': 'libatk-bridge2.0-0',
    libcups: 'libcups2',
    libxkbcommon: 'libxkbcommon0',
    libdrm: 'libdrm2',
  };
  return known[name] ?? name;
}

/**
 * Finds and checks the browser, then exports the choice to this process's environment (inherited
 * by every process it starts). Throws a BrowserError whose message is one line.
 */
export async function useChromium(): Promise<FoundChromium & { version: string }> {
  const found = await findChromium();
  const version = await checkChromium(found);
  process.env.CHROMIUM_PATH = found.path;
  process.env.CHROMIUM_SOURCE = found.source;
  return { ...found, version };
}

/** useChromium for a command line: when no browser can run, says why in one line and exits 1. */
export async function useChromiumOrExit(command: string) {
  try {
    return await useChromium();
  } catch (error) {
    if (!(error instanceof BrowserError)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}
