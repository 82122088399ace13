/**
 * The changes patches/gatsby+5.16.1.patch makes to Gatsby (npm install applies it, and fails when
 * it no longer applies): compiled gatsby files reused while their sources are unchanged, source
 * files that hold no query not parsed again, and webpack's compilations reused while nothing they
 * read, wrote or were made with changed. Tested on the installed Gatsby itself — its real Parcel
 * compile, its real query extraction and its real webpack on a site made here — so a Gatsby the
 * patch does not fit fails here, not quietly in a slower publish or a stale page. The worker
 * starts at its first task, and a build renders a segment of pages (a publish's) itself: tested on
 * Gatsby's own page renderer with a real pool. The schema does not read the nodes of a type
 * declared whole (@dontInfer) to infer its fields: tested on Gatsby's own schema build. The others
 * (a build waits for its workers' start before it ends them: dist/bootstrap; its state is saved
 * again before rendering only when an action came meanwhile: dist/commands/build.js) are held end
 * to end: a rebuild that renders nothing (e2e/editors-console.spec.ts) failed without the first,
 * and every publish test builds on the state the second saves.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from '@site/runtime/config';

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
    assert.deepEqual(files.sort(), [
      'dist/bootstrap/index.js',
      'dist/commands/build-html.js',
      'dist/commands/build.js',
      'dist/query/file-parser.js',
      'dist/schema/index.js',
      'dist/utils/parcel/compile-gatsby-files.js',
      'dist/utils/webpack/bundle.js',
      'dist/utils/worker/pool.js',
    ]);
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
  assert.equal(result.status, 0, result.stderr || result.stdout || `ended by ${result.signal}`);
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

describe("webpack's compilations (dist/utils/webpack/bundle.js)", () => {
  /**
   * One build's compile of `stage`, as Gatsby's build runs it: the state the last build saved
   * (its compilation hashes) restored first, unless `state` is false. Returns whether webpack ran,
   * the stats' hash, and the chunk hashes Gatsby takes from the HTML renderer's stats.
   */
  const compile = (dir: string, stage: 'build-javascript' | 'build-html', { state = true, value = 'one' } = {}) =>
    inNewProcess(
      dir,
      `const path = require('path'), fs = require('fs');
const webpack = gatsby('webpack');
const { store } = gatsby('gatsby/dist/redux');
const saved = path.join(dir, 'saved-state.json');
if (${state} && fs.existsSync(saved)) {
  const { hash, ssrHash } = JSON.parse(fs.readFileSync(saved, 'utf8'));
  store.dispatch({ type: 'SET_WEBPACK_COMPILATION_HASH', payload: hash });
  store.dispatch({ type: 'SET_SSR_WEBPACK_COMPILATION_HASH', payload: ssrHash });
}
const config = {
  name: '${stage}',
  context: dir,
  mode: 'production',
  target: '${stage}' === 'build-html' ? 'node' : 'web',
  entry: { 'render-page': './src/entry.js' },
  output: { path: path.join(dir, '${stage}' === 'build-html' ? '.cache/page-ssr' : 'public'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
  optimization: { minimize: false },
  module: { rules: [{ test: /[\\\\/]part$/, use: path.join(dir, 'edit-loader.js') }] },
  plugins: [new webpack.DefinePlugin({ VALUE: JSON.stringify(${JSON.stringify(value)}) })],
};
const { build } = gatsby('gatsby/dist/utils/webpack/bundle');
let outcome;
try {
  const { stats, close } = await build(config);
  await close();
  const components = new Map([['news', { componentChunkName: 'component---news', componentPath: 'news' }]]);
  const { renderPageHash, templateHashes } = gatsby('gatsby/dist/utils/webpack/get-ssr-chunk-hashes').getSSRChunkHashes({ stats, components });
  fs.writeFileSync(saved, JSON.stringify({ hash: stats.hash, ssrHash: renderPageHash }));
  outcome = { ran: !stats.reused, hash: stats.hash, renderPageHash, templateHashes };
} catch (errors) {
  outcome = { failed: [].concat(errors).map((error) => String(error.message).split('\\n')[0]) };
}
fs.writeFileSync(path.join(dir, 'probe.json'), JSON.stringify(outcome));`,
    ) as {
      ran?: boolean;
      hash?: string;
      renderPageHash?: string;
      templateHashes?: Record<string, string>;
      failed?: string[];
    };

  const sources = {
    'src/entry.js':
      "import { part } from './part';\nimport('./news' /* webpackChunkName: \"component---news\" */).then((news) => news.default);\nconsole.log(VALUE, part);\n",
    'src/part.js': "export const part = 'PART_ONE';\n",
    'src/news.js': "import('./lazy').then(() => undefined);\nexport default 'NEWS';\n",
    'src/lazy.js': "export default 'LAZY';\n",
    // Saves the file it loads with another value while webpack compiles (as an editor or a git
    // pull might), when the test asks it to.
    'edit-loader.js': [
      "const fs = require('fs'), path = require('path');",
      'module.exports = function (source) {',
      "  const ask = path.join(this.rootContext, 'edit-during-compile');",
      '  if (fs.existsSync(ask)) {',
      '    fs.rmSync(ask);',
      "    fs.writeFileSync(this.resourcePath, source.replace('PART_EXACT', 'PART_SAVED_MEANWHILE'));",
      '  }',
      '  return source;',
      '};',
      '',
    ].join('\n'),
  };
  const outputText = (dir: string, folder: string) =>
    fs
      .readdirSync(path.join(dir, folder))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dir, folder, file), 'utf8'))
      .join('\n');

  it(
    'reuses a compile only while its config and what makes it, every file it read, looked for or wrote, and the saved state are as it left them',
    { timeout: 300_000 },
    () => {
      const dir = site(sources);
      const first = compile(dir, 'build-javascript');
      assert.equal(first.ran, true, 'the first build compiles');
      const again = compile(dir, 'build-javascript');
      assert.deepEqual(again, { ...first, ran: false }, 'nothing changed: reused, with the same hash');

      let options = {};
      const ranAfter = (change: () => void, because: string) => {
        change();
        const outcome = compile(dir, 'build-javascript', options);
        assert.equal(outcome.ran, true, because);
        assert.equal(compile(dir, 'build-javascript', options).ran, false, `${because}: reused after that compile`);
        return outcome;
      };
      ranAfter(() => write(dir, { 'src/part.js': "export const part = 'PART_TWO';\n" }), 'a file it read changed');
      assert.match(outputText(dir, 'public'), /PART_TWO/);
      ranAfter(() => write(dir, { 'src/lazy.js': "export default 'LAZY_TWO';\n" }), 'a file of a lazy chunk changed');
      ranAfter(() => (options = { value: 'two' }), 'a setting changed (a value the bundle is built with)');
      assert.match(outputText(dir, 'public'), /"two"/);
      // `./part` looked for as it is written, before part.js: a file of that name now answers it.
      ranAfter(
        () => write(dir, { 'src/part': "export const part = 'PART_EXACT';\n" }),
        'a file appeared where an import looks first',
      );
      assert.match(outputText(dir, 'public'), /PART_EXACT/);
      // What makes the config and is no file webpack reads: a plugin's compiled gatsby-node (the
      // text of a function it puts in the config does not show the values it uses), the packages.
      ranAfter(
        () => write(dir, { '.cache/compiled/gatsby-node.js': 'exports.slim = /one/;\n' }),
        'a compiled gatsby-node appeared',
      );
      ranAfter(
        () => write(dir, { '.cache/compiled/gatsby-node.js': 'exports.slim = /two/;\n' }),
        'a compiled gatsby-node changed',
      );
      ranAfter(
        () => write(dir, { 'node_modules/.package-lock.json': '{ "packages": { "node_modules/a": {} } }' }),
        'a package was installed',
      );
      /** The outputs of every compile so far whose name starts so (the last compile's among them). */
      const outputs = (start: string) =>
        fs
          .readdirSync(path.join(dir, 'public'))
          .filter((file) => file.startsWith(start))
          .map((file) => path.join(dir, 'public', file));
      ranAfter(() => outputs('render-page').forEach((file) => fs.rmSync(file)), 'an output was deleted');
      ranAfter(
        () => outputs('component---news').forEach((file) => fs.appendFileSync(file, '\n// by hand\n')),
        'an output was changed',
      );
      // The build's state was lost (.cache/redux): the static queries a compile maps into it would be missing.
      assert.equal(
        compile(dir, 'build-javascript', { ...options, state: false }).ran,
        true,
        'the saved state is not the one the compile left',
      );

      // A file saved while webpack compiled: that compile's output may hold the old text, so the next compiles.
      write(dir, { 'edit-during-compile': '', 'src/part': "export const part = 'PART_EXACT'; // again\n" });
      assert.equal(compile(dir, 'build-javascript', options).ran, true);
      assert.equal(fs.existsSync(path.join(dir, 'edit-during-compile')), false, 'the loader saved the file during the compile');
      assert.equal(compile(dir, 'build-javascript', options).ran, true, 'a file was saved during the last compile');
      assert.match(outputText(dir, 'public'), /PART_SAVED_MEANWHILE/);
      assert.equal(compile(dir, 'build-javascript', options).ran, false);

      // A record this code cannot read (another shape, cut short): webpack runs, the build goes on.
      const records = path.join(dir, '.cache', 'webpack-reuse');
      for (const text of ['null', '{}', '{ "version": 2, "key": 1 }', '{ "vers']) {
        for (const record of fs.readdirSync(records)) fs.writeFileSync(path.join(records, record), text);
        assert.equal(compile(dir, 'build-javascript', options).ran, true, `a record of ${text}`);
      }

      // A failed compile leaves no record: the next build compiles even once the file is as before.
      write(dir, { 'src/part': "export const part = 'PART_EXACT'\nexport default {{;\n" });
      assert.ok(compile(dir, 'build-javascript', options).failed?.length, 'a syntax error fails the compile');
      write(dir, { 'src/part': "export const part = 'PART_EXACT';\n" });
      assert.equal(compile(dir, 'build-javascript', options).ran, true, 'after a failed compile');
    },
  );

  it(
    "gives the HTML renderer's chunk hashes as its compile did, for every template and the lazy chunks below them",
    { timeout: 120_000 },
    () => {
      const dir = site(sources);
      const compiled = compile(dir, 'build-html');
      assert.equal(compiled.ran, true);
      assert.match(compiled.templateHashes?.news ?? '', /--/, 'the template takes its lazy chunk too');
      const reused = compile(dir, 'build-html');
      assert.equal(reused.ran, false);
      assert.deepEqual(reused, { ...compiled, ran: false });
      assert.equal(compile(dir, 'build-html', { state: false }).ran, true, 'the saved state is not the one the compile left');
    },
  );
});

describe("the build's worker (dist/utils/worker/pool.js, dist/commands/build-html.js)", () => {
  /**
   * Renders `pages` pages of a site with Gatsby's own page renderer (doBuildPages), as a build's
   * last step does, with a worker pool made as a build makes it and given the start every worker
   * runs first. Returns who rendered each page (the process id it wrote), the build's own id, and
   * what the pool said before and after.
   */
  const render = (pages: number, broken = '') => {
    const dir = site({
      'renderer.js': `exports.default = async ({ pagePath }) => {
  if (pagePath === ${JSON.stringify(broken)}) throw new Error('Halaman ini tidak dapat dibuat');
  return { html: \`<p>\${pagePath} \${process.pid}</p>\`, unsafeBuiltinsUsage: [], sliceData: {} };
};
`,
      'public/webpack.stats.json': JSON.stringify({
        assetsByChunkName: { app: ['app.js'], 'component---t': ['t.js'] },
        childAssetsByChunkName: {},
      }),
    });
    const paths = Array.from({ length: pages }, (_, index) => `/p${index}/`);
    for (const page of paths) {
      write(dir, {
        [`public/page-data${page}page-data.json`]: JSON.stringify({
          componentChunkName: 'component---t',
          path: page,
          result: {},
          staticQueryHashes: [],
        }),
      });
    }
    const answer = inNewProcess(
      dir,
      `process.env.GATSBY_CPU_COUNT = '1';
const pool = gatsby('gatsby/dist/utils/worker/pool').create();
const kept = pool.all.deleteModuleCache(require('path').join(dir, 'renderer.js'));
const before = { workers: pool.getWorkerInfo().length, kept: kept.length, ended: pool.end().length };
let failed = null;
// What the build knows of a page, which Gatsby reads to report a page that failed: the page data.
gatsby('gatsby/dist/utils/get-page-data').getPageData = async (path) => ({ path, componentChunkName: 'component---t', result: {} });
await gatsby('gatsby/dist/commands/build-html').doBuildPages(require('path').join(dir, 'renderer.js'), ${JSON.stringify(paths)}, null, pool, 'build-html')
  .catch((error) => { failed = { message: error.message, page: error.context?.path }; });
const after = { workers: pool.getWorkerInfo().length, started: pool.startTasks.length };
await Promise.allSettled(pool.startTasks);
await Promise.all(pool.end());
const fs = require('fs');
const written = ${JSON.stringify(paths)}.map((page) => require('path').join(dir, 'public', page, 'index.html')).filter((file) => fs.existsSync(file));
// A failed render stops the build with pages still being written: only whole ones are read.
const renderedBy = [...new Set(written.map((file) => /^<p>\\S+ (\\d+)<\\/p>$/.exec(fs.readFileSync(file, 'utf8'))?.[1]).filter(Boolean))];
fs.writeFileSync(require('path').join(dir, 'probe.json'), JSON.stringify({ before, after, renderedBy, build: String(process.pid), failed }));`,
    ) as {
      before: unknown;
      after: unknown;
      renderedBy: string[];
      build: string;
      failed: { message: string; page: string } | null;
    };
    return answer;
  };

  it('is not started for a publish: the build renders one segment of pages (50) itself', { timeout: 120_000 }, () => {
    const { before, after, renderedBy, build } = render(50);
    assert.deepEqual(before, { workers: 0, kept: 0, ended: 0 }, 'no worker before it has work');
    assert.deepEqual(after, { workers: 0, started: 0 });
    assert.deepEqual(renderedBy, [build]);
  });

  it('fails the build on a page that cannot be rendered, naming it, whoever renders it', { timeout: 120_000 }, () => {
    for (const pages of [3, 51]) {
      const { failed, after } = render(pages, '/p1/');
      assert.match(failed?.message ?? '', /Halaman ini tidak dapat dibuat/, `${pages} pages`);
      assert.equal(failed?.page, '/p1/', `${pages} pages`);
      assert.equal((after as { workers: number }).workers, pages > 50 ? 1 : 0);
    }
  });

  it("offers only the worker's tasks, and a restart before the worker started drops what was kept", { timeout: 120_000 }, () => {
    const dir = site({ 'kept.js': 'module.exports = {};\n' });
    const answer = inNewProcess(
      dir,
      `process.env.GATSBY_CPU_COUNT = '1';
const pool = gatsby('gatsby/dist/utils/worker/pool').create();
const offered = { then: typeof pool.all.then, other: typeof pool.single.notATask, task: typeof pool.single.renderHTMLProd };
pool.all.deleteModuleCache(require('path').join(dir, 'missing.js'));
await pool.restart();
await pool.single.deleteModuleCache(require('path').join(dir, 'kept.js'));
const started = pool.startTasks.length;
await Promise.all(pool.end());
require('fs').writeFileSync(require('path').join(dir, 'probe.json'), JSON.stringify({ offered, started }));`,
    );
    // A kept call to a missing module would fail the worker's first task had the restart not dropped it.
    assert.deepEqual(answer, { offered: { then: 'undefined', other: 'undefined', task: 'function' }, started: 0 });
  });

  it('starts for more pages, and runs first what every worker must have run', { timeout: 120_000 }, () => {
    const { after, renderedBy, build } = render(51);
    assert.deepEqual(after, { workers: 1, started: 1 }, 'one worker (GATSBY_CPU_COUNT=1), the kept start run on it');
    assert.equal(renderedBy.length, 1);
    assert.notEqual(renderedBy[0], build, 'rendered by the worker');
  });
});

describe("the schema's inference (dist/schema/index.js)", () => {
  it('reads the nodes of the types it infers, and not those declared whole (@dontInfer)', { timeout: 120_000 }, () => {
    const dir = site({});
    const answer = inNewProcess(
      dir,
      `const { store } = gatsby('gatsby/dist/redux');
const { actions } = gatsby('gatsby/dist/redux/actions');
const { getDataStore } = gatsby('gatsby/dist/datastore');
store.dispatch({ type: 'SET_PROGRAM', payload: { directory: dir } });
const plugin = { name: 'probe' };
store.dispatch({ type: 'CREATE_TYPES', payload: ['type Berita implements Node @dontInfer { judul: String }'], plugin });
for (const [index, type] of ['Berita', 'Berita', 'Klien'].entries())
  store.dispatch(actions.createNode({ id: type + index, judul: 'Judul ' + index, internal: { type, contentDigest: String(index) } }, plugin));
const dataStore = getDataStore();
await dataStore.ready();
const read = [];
const iterate = dataStore.iterateNodesByType;
dataStore.iterateNodesByType = (type) => (read.push(type), iterate.call(dataStore, type));
await gatsby('gatsby/dist/schema').build({});
const { schema, inferenceMetadata } = store.getState();
const fields = (type) => Object.keys(schema.getType(type).getFields()).filter((field) => field === 'judul');
require('fs').writeFileSync(require('path').join(dir, 'probe.json'), JSON.stringify({
  read: [...new Set(read)].filter((type) => type === 'Berita' || type === 'Klien'),
  inferred: Object.keys(inferenceMetadata.typeMap.Klien.fieldMap),
  fields: { Berita: fields('Berita'), Klien: fields('Klien') },
}));`,
    );
    assert.deepEqual(answer, {
      read: ['Klien'], // the nodes of the declared type are not read for inference
      inferred: ['judul'],
      fields: { Berita: ['judul'], Klien: ['judul'] }, // both types have their field
    });
  });
});
