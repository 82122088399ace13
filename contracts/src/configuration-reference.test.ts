import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { acceptedValues, configurationReference, defaultValue } from './configuration-reference.ts';
import { ENVIRONMENTS } from './environment.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Variables the programs read that are not their configuration: Node's, Gatsby's and fontconfig's
 * own, which the scripts set for the processes they start, and what npm test tells its children.
 */
const NOT_CONFIGURATION = new Set([
  'NODE_ENV',
  'NODE_OPTIONS',
  'PATH',
  'FONTCONFIG_PATH',
  'GATSBY_CPU_COUNT',
  'GATSBY_LOGGER',
  'CHROMIUM_SOURCE',
]);

/** The folders of the site's programs (not their tests), and the Gatsby files at the root. */
const PROGRAM_FOLDERS = [
  'scripts',
  'publisher/src',
  'runtime/src',
  'cms/config',
  'cms/src',
  'src',
  'plugins',
  'deploy',
  'contracts/src',
];

function programFiles(): string[] {
  const files = PROGRAM_FOLDERS.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );
  return [...files, ...fs.readdirSync(ROOT).filter((file) => /^gatsby-.+\.tsx?$/.test(file))];
}

/** A variable read as process.env.NAME, process.env['NAME'], env.NAME, or Strapi's env('NAME') and env.int('NAME'). */
const READ =
  /\bprocess\.env\.([A-Z][A-Z0-9_]*)|\bprocess\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]|\benv(?:\.(?:int|bool|array|json|float|date))?\(\s*['"]([A-Z][A-Z0-9_]*)['"]|\benv\.([A-Z][A-Z0-9_]*)\b/g;

/** The variables a source file reads, comments left out. */
function variablesRead(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
  return [...code.matchAll(READ)].map((match) => match.slice(1).find(Boolean) ?? '');
}

const documented = new Set(ENVIRONMENTS.flatMap(({ schema }) => Object.keys(schema.shape)));

describe('the configuration reference', () => {
  it('is docs/configuration.md as the contract writes it now (npm run docs:config)', () => {
    const committed = fs.readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8');
    assert.equal(committed, configurationReference(), 'docs/configuration.md is stale: run npm run docs:config');
  });

  it('says what every variable does', () => {
    const silent = ENVIRONMENTS.flatMap(({ name, schema }) =>
      Object.entries(schema.shape as Record<string, z.ZodType>)
        .filter(([, rule]) => !rule.description?.trim())
        .map(([variable]) => `${name}: ${variable}`),
    );
    assert.deepEqual(silent, []);
  });

  it('lists every variable the site’s programs read', () => {
    const missing = programFiles().flatMap((file) =>
      variablesRead(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((name) => !documented.has(name) && !NOT_CONFIGURATION.has(name))
        .map((name) => `${name} (${file})`),
    );
    assert.deepEqual([...new Set(missing)], []);
  });

  it('finds a variable however it is read, and not in a comment', () => {
    const source = [
      'const a = process.env.ALPHA;',
      "const b = process.env['BRAVO'];",
      "const c = env('CHARLIE', 'x'), d = env.int('DELTA', 1);",
      'const { ECHO } = env; const f = env.FOXTROT;',
      ' * process.env.GOLF in a comment',
      '// env.HOTEL too',
    ].join('\n');
    assert.deepEqual(variablesRead(source), ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'FOXTROT']);
  });

  it('words a variable’s values and default as its rule does', () => {
    const port = z.preprocess((value) => value, z.coerce.number({ error: 'must be a port' }).int().default(80));
    assert.equal(acceptedValues(port), 'a port');
    assert.equal(defaultValue(port), '`80`');
    assert.equal(acceptedValues(z.string().optional()), 'text');
    assert.equal(defaultValue(z.string().optional()), 'unset');
    assert.equal(defaultValue(z.array(z.string()).default(['a', 'b'])), '`a,b`');
  });
});
