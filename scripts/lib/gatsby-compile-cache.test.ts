import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './config.ts';
import {
  COMPILED_FROM,
  compiledFilesAreCurrent,
  reuseCompiledGatsbyFiles,
  sourcesFingerprint,
  stampCompiledFiles,
} from './gatsby-compile-cache.ts';

const require = createRequire(import.meta.url);

/** A site folder with a gatsby-config.ts and a source it imports. */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{"name":"site"}');
  write('gatsby-config.ts', "import { name } from './src/site';\nexport default { siteMetadata: { name } };\n");
  write('src/site.ts', "export const name = 'Mercusuar';\n");
  return { root, write };
}

/** Stands in for Gatsby's compile step: counts its calls and writes what Parcel would. */
function fakeGatsby(root: string) {
  const dir = path.join(root, 'node_modules', 'gatsby');
  fs.mkdirSync(path.join(dir, 'dist', 'utils', 'parcel'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"gatsby","version":"5.0.0"}');
  fs.writeFileSync(
    path.join(dir, 'dist', 'utils', 'parcel', 'compile-gatsby-files.js'),
    `const fs = require('node:fs');
const path = require('node:path');
exports.calls = 0;
exports.compileGatsbyFiles = async (siteRoot) => {
  exports.calls += 1;
  const out = path.join(siteRoot, '.cache', 'compiled');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(path.join(out, 'plugins', 'source'), { recursive: true });
  fs.writeFileSync(path.join(out, 'gatsby-config.js'), 'module.exports = {}');
  fs.writeFileSync(path.join(out, 'plugins', 'source', 'gatsby-node.js'), 'module.exports = {}');
};`,
  );
  return require(path.join(dir, 'dist', 'utils', 'parcel', 'compile-gatsby-files.js')) as {
    calls: number;
    compileGatsbyFiles: (root: string) => Promise<void>;
  };
}

describe('reusing Gatsby’s compiled gatsby files', () => {
  it('fingerprints the sources, not the build’s output', () => {
    const { root, write } = site();
    const before = sourcesFingerprint(root, '5.16.1');
    write('public/index.html', 'built');
    write('src/node_modules/x/index.js', 'ignored');
    assert.equal(sourcesFingerprint(root, '5.16.1'), before);
    write('src/site.ts', "export const name = 'Mercusuar Group';\n");
    assert.notEqual(sourcesFingerprint(root, '5.16.1'), before);
    assert.notEqual(sourcesFingerprint(root, '5.17.0'), sourcesFingerprint(root, '5.16.1'));
  });

  it('compiles once, then again only when a source changed or a compiled file is gone', async () => {
    const { root, write } = site();
    const gatsby = fakeGatsby(root);
    assert.equal(reuseCompiledGatsbyFiles(root), true);
    await gatsby.compileGatsbyFiles(root);
    await gatsby.compileGatsbyFiles(root);
    assert.equal(gatsby.calls, 1);

    write('gatsby-config.ts', 'export default {};\n');
    await gatsby.compileGatsbyFiles(root);
    assert.equal(gatsby.calls, 2);

    fs.rmSync(path.join(root, '.cache', 'compiled', 'plugins'), { recursive: true });
    await gatsby.compileGatsbyFiles(root);
    assert.equal(gatsby.calls, 3);
    await gatsby.compileGatsbyFiles(root);
    assert.equal(gatsby.calls, 3);
  });

  it('does not trust a missing or unreadable stamp', () => {
    const { root } = site();
    const fingerprint = sourcesFingerprint(root, '5');
    assert.equal(compiledFilesAreCurrent(root, fingerprint), false);
    fs.mkdirSync(path.join(root, '.cache', 'compiled'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache', 'compiled', '.sources-fingerprint'), 'not json');
    assert.equal(compiledFilesAreCurrent(root, fingerprint), false);
    stampCompiledFiles(root, fingerprint); // no compiled file at all
    assert.equal(compiledFilesAreCurrent(root, fingerprint), false);
  });

  it('covers every local file this site’s gatsby files import, followed through their imports', () => {
    const entries = ['gatsby-config.ts', 'gatsby-node.ts'];
    for (const plugin of fs.readdirSync(path.join(ROOT, 'plugins'))) {
      if (fs.existsSync(path.join(ROOT, 'plugins', plugin, 'gatsby-node.ts'))) entries.push(`plugins/${plugin}/gatsby-node.ts`);
    }
    const seen = new Set();
    const pending = entries.map((file) => path.join(ROOT, file));
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const relative = path.relative(ROOT, file);
      assert.ok(
        COMPILED_FROM.some((entry) => relative === entry || relative.startsWith(`${entry}${path.sep}`)),
        `${relative} is compiled into Gatsby's files but is not in COMPILED_FROM`,
      );
      const text = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const base = path.resolve(path.dirname(file), specifier);
        const found = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts']
          .map((ext) => base + ext)
          .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
        assert.ok(found, `${relative} imports ${specifier}, which does not exist`);
        if (/\.(tsx?|mjs|js)$/.test(found)) pending.push(found);
      }
    }
    assert.ok(seen.size > entries.length, 'the gatsby files import local modules');
  });
});
