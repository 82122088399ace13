/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { untranslated } from '../translation-check';
import { DEFAULT_MESSAGES, STRAPI_PACKAGES } from '.';
import kept from './untranslated.json';

/**
 * Every text of every Strapi package this CMS runs has its Indonesian one: read from the installed
 * packages themselves (`dist/admin/translations/en.json.js`), so a Strapi upgrade that adds texts
 * fails here until they are translated. A text may stay as in English only when
 * untranslated.json says why (a product name, a word Indonesian shares).
 */
const NODE_MODULES = path.join(__dirname, '..', '..', '..', '..', 'node_modules');

/** Every installed Strapi package with admin texts, by the name its folder of translations has here. */
function installedPackages(): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const scope of ['@strapi']) {
    for (const name of fs.readdirSync(path.join(NODE_MODULES, scope))) {
      for (const dir of ['dist/admin/translations', 'dist/admin/admin/src/translations']) {
        const file = path.join(NODE_MODULES, scope, name, dir, 'en.json.js');
        if (!fs.existsSync(file)) continue;
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi ships its texts as CommonJS modules
        const module = require(file) as { default?: Record<string, string> } & Record<string, string>;
        found[name.replace(/^plugin-/, '')] = module.default ?? module;
      }
    }
  }
  return found;
}

const installed = installedPackages();
const keptAsIs = kept as Record<string, Record<string, string>>;

describe("Strapi's admin in Indonesian", () => {
  it('has a translation file for every installed Strapi package with admin texts', () => {
    expect(Object.keys(installed).sort()).toEqual(Object.keys(STRAPI_PACKAGES).sort());
  });

  it.each(Object.keys(STRAPI_PACKAGES))('translates every text of %s, placeholders and plural forms kept exactly', (name) => {
    const english = installed[name];
    const { indonesian } = STRAPI_PACKAGES[name];
    const exceptions = keptAsIs[name] ?? {};
    // Blank texts Strapi fills a field with (a single space) stay blank.
    const wording = Object.fromEntries(Object.entries(english).filter(([key]) => english[key].trim() || !(key in exceptions)));
    expect(untranslated(wording, indonesian, { strict: true })).toEqual([]);
    expect(Object.keys(indonesian).filter((key) => !(key in english))).toEqual([]);
    const sameAsEnglish = Object.keys(english).filter((key) => indonesian[key] === english[key] && english[key].trim());
    expect(sameAsEnglish.filter((key) => !exceptions[key])).toEqual([]);
  });

  it('names a reason for every text kept as in English, and only for texts that are', () => {
    for (const [name, exceptions] of Object.entries(keptAsIs)) {
      if (name === 'defaults') continue;
      for (const [key, reason] of Object.entries(exceptions)) {
        expect(`${name}.${key}: ${reason.length > 10}`).toBe(`${name}.${key}: true`);
        expect(`${name}.${key}: ${STRAPI_PACKAGES[name].indonesian[key as never] === installed[name][key]}`).toBe(
          `${name}.${key}: true`,
        );
      }
    }
  });
});

/**
 * The texts Strapi's code shows by an English default message under an id its files lack, read
 * from the installed packages' code: `formatMessage({ id: 'x', defaultMessage: '…' })`, the id
 * written out or made by the package's helper (`getTranslation('x')` → `<plugin>.x`).
 */
function defaultOnlyTexts(): Record<string, string> {
  const known = new Set(
    Object.entries(STRAPI_PACKAGES).flatMap(([name, { prefix }]) =>
      Object.keys(installed[name]).map((key) => (prefix ? `${prefix}.${key}` : key)),
    ),
  );
  const found: Record<string, string> = {};
  const text = (raw: string) => raw.replace(/\\'/g, "'");
  for (const [name, { prefix }] of Object.entries(STRAPI_PACKAGES)) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (full.endsWith('.mjs') && !full.includes(`${path.sep}translations${path.sep}`)) {
          const code = fs.readFileSync(full, 'utf8');
          for (const [, id, english] of code.matchAll(/id:\s*'([^'`]+)',\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g))
            if (!known.has(id)) found[id] = text(english);
          for (const [, id, english] of code.matchAll(
            /id:\s*(?:getTranslationKey|getTranslation|getTrad|getTradId)\(\s*'([^'`]+)'\s*\),\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g,
          )) {
            const key = prefix ? `${prefix}.${id}` : id;
            if (!known.has(key)) found[key] = text(english);
          }
        }
      }
    };
    walk(path.join(NODE_MODULES, '@strapi', name === 'users-permissions' ? 'plugin-users-permissions' : name, 'dist', 'admin'));
  }
  return found;
}

describe("Strapi's texts shown by their English default", () => {
  const english = defaultOnlyTexts();

  it('are all in Indonesian, and none that Strapi no longer shows', () => {
    expect(Object.keys(english).length).toBeGreaterThan(100);
    expect(Object.keys(english).filter((id) => !(id in DEFAULT_MESSAGES))).toEqual([]);
    expect(Object.keys(DEFAULT_MESSAGES).filter((id) => !(id in english))).toEqual([]);
  });

  it('keep their placeholders and plural forms exactly, and stay English only for a reason', () => {
    expect(untranslated(english, DEFAULT_MESSAGES, { strict: true })).toEqual([]);
    const exceptions = keptAsIs.defaults ?? {};
    expect(Object.keys(english).filter((id) => DEFAULT_MESSAGES[id] === english[id] && !exceptions[id])).toEqual([]);
  });
});

describe("Strapi's texts written in its code, not as messages", () => {
  // patches/ (patch-package, applied by npm install): the document status a screen reader reads,
  // a user's status, the languages table's last heading. A Strapi release that changes these files
  // makes npm install fail (--error-on-fail) until the patches are made again.
  it.each([
    '@strapi/content-manager/dist/admin/pages/EditView/components/DocumentStatus.mjs',
    '@strapi/admin/dist/admin/admin/src/pages/Settings/pages/Users/ListPage.mjs',
    '@strapi/i18n/dist/admin/components/LocaleTable.mjs',
  ])('are said through the admin’s messages in %s', (file) => {
    expect(fs.readFileSync(path.join(NODE_MODULES, file), 'utf8')).toContain('Patched (patches/)');
  });
});
