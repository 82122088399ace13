import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import nodeVersions from './node-versions.cjs';
import { envForNode, registryNode } from './registry-node.ts';

const { describeRange, supportedRange, unsupportedNodeMessage } = nodeVersions;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

test('the supported Nodes are the LTS lines 22 and 24, as package.json engines say', () => {
  const range = supportedRange();
  assert.equal(range, packageJson.engines.node);
  for (const version of ['v22.18.0', 'v22.23.3', 'v24.11.0', 'v24.21.0']) {
    assert.equal(unsupportedNodeMessage(version, range, semver.satisfies), null, version);
  }
  // 20 is end-of-life; 22 before 22.18 cannot run TypeScript without a flag (the build contract,
  // contracts/, is imported by the scripts as TypeScript) and before 22.14 lacks Node-API 10, which
  // the CMS's SQLite driver needs; odd and newer lines are untested.
  for (const version of [
    'v16.20.2',
    'v18.20.8',
    'v20.19.0',
    'v20.20.2',
    'v21.7.3',
    'v22.13.1',
    'v22.17.1',
    'v23.11.0',
    'v25.2.1',
    'v26.10.0',
  ]) {
    assert.notEqual(unsupportedNodeMessage(version, range, semver.satisfies), null, version);
  }
});

test('the CMS workspace supports the same Nodes as the project', () => {
  const cms = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'package.json'), 'utf8'));
  assert.equal(cms.engines.node, packageJson.engines.node);
});

test('an unsupported Node is told the supported versions in one line', () => {
  const message = unsupportedNodeMessage('v20.20.2', '^22.18.0 || ^24.11.0', semver.satisfies);
  assert.equal(
    message,
    'This project runs on Node.js 22.18+ or 24.11+ (package.json engines); this is Node.js v20.20.2. Install Node.js 24 (LTS) or 22, then run npm install again.',
  );
  assert.equal(describeRange('^24.11.0'), '24.11+');
});

test('every npm script that runs Node checks the Node first', () => {
  const nodeScripts = Object.entries(packageJson.scripts).filter(([, command]) => /^node\s/.test(String(command)));
  assert.ok(nodeScripts.length >= 10);
  for (const [name, command] of nodeScripts) {
    assert.match(String(command), /^node -r \.\/scripts\/supported-node\.cjs /, `npm run ${name}`);
  }
});

test('a Node the registry does not have is one line saying so', () => {
  assert.throws(
    () => registryNode(99),
    /^Error: Node\.js 99 could not be had from the npm registry \(node-[a-z0-9]+-[a-z0-9]+@99\): .*node-[a-z0-9]+-[a-z0-9]+@99/,
  );
});

test('npm start and npm test on Node 20 print one line naming the supported versions, and start nothing', () => {
  const node20 = registryNode(20);
  for (const script of ['start', 'test', 'cms', 'build']) {
    // What `npm run` does: the script's command in a shell, that Node first on PATH.
    const result = spawnSync('sh', ['-c', packageJson.scripts[script]], {
      cwd: ROOT,
      env: envForNode(node20, { ...process.env, CMS_PORT: '1459', SITE_PORT: '1460', HOOK_PORT: '1461' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.status, 1, `npm ${script}: ${result.stderr}`);
    assert.equal(result.stdout, '', `npm ${script} printed ${result.stdout}`);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, `npm ${script}: ${result.stderr}`);
    assert.match(lines[0], /^This project runs on Node\.js 22\.18\+ or 24\.11\+ .*this is Node\.js v20\./);
  }
});
