/**
 * The two changes patches/gatsby+5.16.1.patch makes to Gatsby (npm install applies it, and fails
 * when it no longer applies): compiled gatsby files reused while their sources are unchanged, and
 * source files that hold no query not parsed again. Tested on the installed Gatsby itself — its
 * real Parcel compile and its real query extraction on a site made here — so a Gatsby the patch
 * does not fit fails here, not quietly in a slower publish.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from './config.ts';

const require = createRequire(path.join(ROOT, 'package.json'));
const { version } = require('gatsby/package.json') as { version: string };
const PATCH = path.join(ROOT, 'patches', `gatsby+${version}.patch`);

/** The files the patch changes, as its diff names them. */
const patchedFiles = () =>
  [...fs.readFileSync(PATCH, 'utf8').matchAll(/^\+\+\+ b\/node_modules\/gatsby\/(.+)$/gm)].map(([, file]) => file);

const sites: string[] = [];
/** A site folder with these files. */
function site(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-patch-'));
  sites.push(dir);
  write(dir, files);
  return dir;
}
function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}
after(() => {
  for (const dir of sites) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the Gatsby patch', () => {
  it('is written for the installed Gatsby, and applied to every file it changes', () => {
    assert.ok(
      fs.existsSync(PATCH),
      `no patch for the installed Gatsby ${version}: patches/ has ${fs.readdirSync(path.join(ROOT, 'patches'))}`,
    );
    const files = patchedFiles();
    assert.deepEqual(files.sort(), ['dist/query/file-parser.js', 'dist/utils/parcel/compile-gatsby-files.js']);
    for (const file of files) {
      const source = fs.readFileSync(require.resolve(`gatsby/${file}`), 'utf8');
      assert.match(
        source,
        new RegExp(`Patched \\(the site's patches/gatsby\\+${version.replace(/\./g, '\\.')}\\.patch\\)`),
        file,
      );
    }
  });
});

/**
 * Runs `code` (CommonJS, `dir` the site, `gatsby` a require from this project) in a Node of its
 * own, as a build does: Gatsby's modules loaded afresh, their in-memory caches empty. Returns
 * what the code wrote to `dir`/probe.json, if anything.
 */
function inNewProcess(dir: string, code: string): unknown {
  // A script file, not `node -e`: Gatsby's workers start with this process's flags, and would run `-e` again.
  const script = path.join(dir, 'probe.cjs');
  fs.writeFileSync(
    script,
    `const dir = ${JSON.stringify(dir)};\nconst gatsby = require('node:module').createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))});\n(async () => {\n${code}\n})().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });\n`,
  );
  // In the site's folder, as Gatsby runs: Parcel names what it writes after it.
  const result = spawnSync(process.execPath, [script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', GATSBY_TELEMETRY_DISABLED: '1' },
    timeout: 120_000,
    killSignal: 'SIGKILL',
  });
  assert.equal(result.status, 0, result.stderr || `ended by ${result.signal}`);
  const answer = path.join(dir, 'probe.json');
  return fs.existsSync(answer) ? JSON.parse(fs.readFileSync(answer, 'utf8')) : null;
}

describe('compiled gatsby files (dist/utils/parcel/compile-gatsby-files.js)', () => {
  const OUTPUT = path.join('.cache', 'compiled', 'gatsby-config.js');
  /** Compiles the site's gatsby files with Gatsby's Parcel, as a build starts; true when it compiled, false when it reused them. */
  const compile = (dir: string) => {
    const before = fs.existsSync(path.join(dir, OUTPUT)) ? fs.statSync(path.join(dir, OUTPUT)).mtimeMs : null;
    inNewProcess(dir, "await gatsby('gatsby/dist/utils/parcel/compile-gatsby-files').compileGatsbyFiles(dir);");
    assert.ok(fs.existsSync(path.join(dir, OUTPUT)), 'no compiled gatsby-config.js');
    return fs.statSync(path.join(dir, OUTPUT)).mtimeMs !== before;
  };

  it('are compiled again only when a source, an entry, a setting or Gatsby changed', { timeout: 300_000 }, () => {
    const dir = site({
      'package.json': '{ "name": "patch-test", "private": true }',
      // Parcel takes the folder with a lock file for the project's root.
      'package-lock.json': '{ "lockfileVersion": 3, "requires": true, "packages": {} }',
      'gatsby-config.ts': "import { siteName } from './src/site-name';\nexport default { siteMetadata: { siteName } };\n",
      'src/site-name.ts': "export const siteName = 'Mercusuar';\n",
    });
    assert.equal(compile(dir), true, 'the first build compiles');
    assert.equal(compile(dir), false, 'nothing changed: reused');
    // What the first build writes after compiling (public/; .cache after a clean) is no source.
    write(dir, { 'public/index.html': '<!doctype html>' });
    assert.equal(compile(dir), false, 'public/ written by the build');

    // A file gatsby-config imports changed: compiled again, and the new value is in the output.
    write(dir, { 'src/site-name.ts': "export const siteName = 'Mercusuar Group';\n" });
    assert.equal(compile(dir), true, 'an imported source changed');
    assert.match(fs.readFileSync(path.join(dir, OUTPUT), 'utf8'), /Mercusuar Group/);
    assert.equal(compile(dir), false);

    // A file added beside a source that an import now resolves to (./site-name: .ts before .js).
    write(dir, {
      'src/banner.js': "export const banner = 'VALUE_JS';\n",
      'gatsby-config.ts':
        "import { siteName } from './src/site-name';\nimport { banner } from './src/banner';\nexport default { siteMetadata: { siteName, banner } };\n",
    });
    assert.equal(compile(dir), true);
    assert.equal(compile(dir), false);
    write(dir, { 'src/banner.ts': "export const banner = 'VALUE_TS';\n" });
    assert.equal(compile(dir), true, 'a file added beside a source');
    assert.match(fs.readFileSync(path.join(dir, OUTPUT), 'utf8'), /VALUE_TS/);

    // A local plugin's gatsby-node appeared (an entry): compiled again.
    write(dir, { 'plugins/local-plugin/gatsby-node.ts': 'export const onPreInit = () => undefined;\n' });
    assert.equal(compile(dir), true, 'a new entry');
    assert.ok(fs.existsSync(path.join(dir, '.cache', 'compiled', 'plugins', 'local-plugin', 'gatsby-node.js')));

    // The TypeScript settings changed; then a compiled file went missing (.cache partly cleared).
    write(dir, { 'tsconfig.json': '{ "compilerOptions": { "strict": true } }' });
    assert.equal(compile(dir), true, 'a setting changed');
    fs.rmSync(path.join(dir, '.cache', 'compiled', 'plugins'), { recursive: true });
    assert.equal(compile(dir), true, 'an output went missing');

    // A record from another Gatsby is not trusted.
    const record = path.join(dir, '.cache', 'compiled', '.compiled-from.json');
    fs.writeFileSync(record, JSON.stringify({ ...JSON.parse(fs.readFileSync(record, 'utf8')), gatsby: '5.0.0' }));
    assert.equal(compile(dir), true, 'another Gatsby');
  });
});

describe('query extraction (dist/query/file-parser.js)', () => {
  /** One build's extraction, as Gatsby runs it: the files Babel parsed, the queries found, the errors. */
  const extract = (dir: string, files: string[]) =>
    inNewProcess(
      dir,
      `const babel = gatsby('gatsby/dist/utils/babel-parse-to-ast');
const parse = babel.babelParseToAst;
const parsed = [];
babel.babelParseToAst = (text, file) => { parsed.push(require('path').basename(file)); return parse(text, file); };
gatsby('gatsby/dist/redux').store.dispatch({ type: 'SET_PROGRAM', payload: { directory: dir } });
const FileParser = gatsby('gatsby/dist/query/file-parser').default;
let errors = 0;
const files = ${JSON.stringify(files)}.map((file) => require('path').join(dir, file));
const documents = await new FileParser().parseFiles(files, () => errors++);
require('fs').writeFileSync(require('path').join(dir, 'probe.json'), JSON.stringify({ parsed: parsed.sort(), documents: documents.length, errors }));`,
    );

  it('parses every file once, then only those with a query, a change or an error', { timeout: 120_000 }, () => {
    const dir = site({
      'src/templates/news.tsx': 'import { graphql } from "gatsby";\nexport const query = graphql`query News { site { id } }`;\n',
      'src/components/head.tsx': 'export const Head = () => null;\n',
      'src/components/config.tsx': 'export const config = { a: 1 };\n',
      'src/components/broken.tsx': 'export const Head = () => <div>;\n',
    });
    const files = ['src/templates/news.tsx', 'src/components/head.tsx', 'src/components/config.tsx', 'src/components/broken.tsx'];
    assert.deepEqual(extract(dir, files), {
      parsed: ['broken.tsx', 'config.tsx', 'head.tsx', 'news.tsx'],
      documents: 1,
      errors: 1,
    });
    assert.ok(fs.existsSync(path.join(dir, '.cache', 'query-free-files.json')));

    // The next build: the record answers for the query-free files.
    assert.deepEqual(extract(dir, files), { parsed: ['broken.tsx', 'news.tsx'], documents: 1, errors: 1 });

    // A query-free file that gained a query is parsed again, and its query found.
    write(dir, {
      'src/components/head.tsx': 'import { graphql } from "gatsby";\nexport const q = graphql`query Head { site { id } }`;\n',
    });
    assert.deepEqual(extract(dir, files), { parsed: ['broken.tsx', 'head.tsx', 'news.tsx'], documents: 2, errors: 1 });
  });
});
