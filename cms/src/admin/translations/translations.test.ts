/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { untranslated } from '../translation-check';
import { STRAPI_PACKAGES } from '.';
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
      for (const [key, reason] of Object.entries(exceptions)) {
        expect(`${name}.${key}: ${reason.length > 10}`).toBe(`${name}.${key}: true`);
        expect(`${name}.${key}: ${STRAPI_PACKAGES[name].indonesian[key as never] === installed[name][key]}`).toBe(
          `${name}.${key}: true`,
        );
      }
    }
  });
});
