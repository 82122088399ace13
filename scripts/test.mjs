// @ts-check
/**
 * `npm test`: everything CI checks, in order: lint, format, type checks, unit tests (Jest and
 * Node's runner for the scripts), end-to-end tests.
 * Every step runs even when an earlier one fails; the last line is `N passed, N failed`.
 * Before any step, the browser the end-to-end tests need is found and started once
 * (scripts/lib/browser.mjs): where none can run, the run stops at once with one line.
 *
 * Everything runs on the Node that runs this; TEST_ALSO_ON_NODE names other major versions ("22":
 * official binaries from the npm registry, scripts/lib/registry-node.mjs) whose unit and script
 * tests run too. CI: this Node is Node 24 from the npm registry (.ci/run), TEST_ALSO_ON_NODE="22".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useChromiumOrExit } from './lib/browser.mjs';
import { ROOT, quietEnv } from './lib/config.mjs';
import { nginxBinary } from './lib/nginx.mjs';
import { postgresBinaries } from './lib/postgres.mjs';
import { run, runCopyingOutput } from './lib/processes.mjs';
import { envForNode, registryNode } from './lib/registry-node.mjs';

const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', '.bin', name);
/** A step's `command` that is the step's Node. */
const NODE = 'node';
const only = process.argv.slice(2);

const scriptTests = ['scripts/lib', 'bench/lib', 'deploy'].flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join(dir, file)),
);

/** The specs of the PostgreSQL + nginx pass (besides e2e/postgres and e2e/nginx). */
const POSTGRES_NGINX_SPECS =
  '/e2e/(postgres/|nginx/|(pages|visitor|browser|contact|cms-access|drafts|preview|hostile|caching|restarts|backup|search|redirects|content-api-contract|admin-routes|languages)\\.spec)';

/** @typedef {import('./lib/registry-node.mjs').RegistryNode} RegistryNode */
/** @type {RegistryNode[]} */
const otherNodes = (() => {
  try {
    return (process.env.TEST_ALSO_ON_NODE ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((major) => registryNode(Number(major)));
  } catch (error) {
    console.error(`npm test: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
})();

/** The unit and script tests, on one Node (`on`: another than this one). */
const unitSteps = (/** @type {RegistryNode | undefined} */ on) => [
  { name: 'unit tests', command: bin('jest'), args: ['--ci'], jestJson: 'unit', on },
  {
    name: 'script tests (node --test)',
    command: NODE,
    args: ['--test', '--test-reporter=tap', ...scriptTests],
    tap: true,
    on,
  },
];

/**
 * `needs` names the Debian packages a step needs that are missing: in CI the step then fails;
 * elsewhere it is reported as not run, with the command that installs them.
 * `browser` marks the steps that drive Chromium. `on` is the Node a step runs on where it is not
 * this one; a `command` of NODE is that Node itself.
 * @type {Array<{ name: string, command: string, args: string[], env?: Record<string, string>, jestJson?: string, tap?: boolean, needs?: () => string, browser?: boolean, on?: RegistryNode }>}
 */
const steps = [
  { name: 'lint (eslint)', command: bin('eslint'), args: ['.'] },
  { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'type check (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'type check CMS (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'cms/tsconfig.json'] },
  { name: 'type check CMS admin (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'cms/src/admin/tsconfig.json'] },
  ...unitSteps(undefined),
  ...otherNodes.flatMap((node) => unitSteps(node)),
  // Real processes (a CMS, a first build), once: before the end-to-end stack builds in public/.
  {
    name: 'npm start, develop and cms stop on Ctrl-C (node --test)',
    command: NODE,
    args: ['--test', '--test-reporter=tap', 'scripts/entry-points.test.mjs'],
    tap: true,
  },
  {
    name: 'end-to-end tests',
    command: bin('jest'),
    args: ['--ci', '-c', 'e2e/jest.config.mjs'],
    jestJson: 'e2e',
    browser: true,
  },
  // After the e2e build: public/ is a production build of the seeded site, the types regenerated.
  { name: 'budgets: first-load JavaScript', command: NODE, args: ['bench/bundle-size.mjs', '--check'] },
  { name: 'generated types committed', command: NODE, args: ['scripts/check-generated-types.mjs'] },
  // The same site on PostgreSQL behind nginx: a fresh cluster, a fresh CMS, a full build.
  {
    name: 'end-to-end tests on PostgreSQL behind nginx',
    command: bin('jest'),
    args: ['--ci', '-c', 'e2e/jest.config.mjs', '--testPathPattern', POSTGRES_NGINX_SPECS],
    env: { E2E_DATABASE: 'postgres', E2E_SERVER: 'nginx' },
    jestJson: 'e2e-postgres-nginx',
    browser: true,
    needs: () =>
      [postgresBinaries() ? null : 'postgresql', nginxBinary() ? null : 'nginx'].filter((name) => name !== null).join(' '),
  },
].filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));

const browser = steps.some((step) => step.browser) ? await useChromiumOrExit('npm test') : null;
if (browser) console.log(`browser: Chromium ${browser.version} (${browser.source}: ${browser.path})`);

let passed = 0;
let failed = 0;
const report = [];
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tests-'));

let notRun = 0;
for (const step of steps) {
  const started = Date.now();
  const name = `${step.name} on Node ${step.on?.version ?? process.version}`;
  console.log(`\n━━ ${name} ━━`);
  const missing = step.needs?.() ?? '';
  if (missing) {
    const line = `${name}: needs ${missing} (apt-get install ${missing})`;
    console.log(line);
    if (process.env.CI) {
      failed += 1;
      report.push(`✖ ${line}`);
    } else {
      notRun += 1;
      report.push(`⚠ not run — ${line}`);
    }
    continue;
  }
  const jsonFile = step.jestJson ? path.join(resultsDir, `${step.jestJson}-${steps.indexOf(step)}.json`) : null;
  const args = jsonFile ? [...step.args, '--json', `--outputFile=${jsonFile}`] : step.args;
  const tapFile = step.tap ? path.join(resultsDir, `tap-${steps.indexOf(step)}.txt`) : null;
  const env = step.on ? envForNode(step.on, quietEnv(step.env)) : quietEnv(step.env);
  const command = step.command === NODE ? (step.on?.node ?? process.execPath) : step.command;
  const code = tapFile
    ? await runCopyingOutput(command, args, { cwd: ROOT, env }, tapFile)
    : await run(command, args, { cwd: ROOT, env });
  const seconds = Math.round((Date.now() - started) / 1000);

  if (tapFile) {
    // Node's test runner: count its tests from the TAP summary.
    const tap = fs.readFileSync(tapFile, 'utf8');
    const count = (/** @type {string} */ label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
    const failures = count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0);
    passed += count('pass');
    failed += failures;
    report.push(`${code === 0 ? '✔' : '✖'} ${name}: ${count('pass')} passed, ${failures} failed (${seconds} s)`);
    continue;
  }

  if (jsonFile && fs.existsSync(jsonFile)) {
    // Jest tests count one by one; a suite that failed to run counts as one failure.
    const result = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    const suiteErrors = result.numRuntimeErrorTestSuites ?? 0;
    passed += result.numPassedTests;
    failed += result.numFailedTests + suiteErrors + (code !== 0 && result.numFailedTests + suiteErrors === 0 ? 1 : 0);
    report.push(
      `${code === 0 ? '✔' : '✖'} ${name}: ${result.numPassedTests} passed, ${result.numFailedTests + suiteErrors} failed (${seconds} s)`,
    );
  } else {
    if (code === 0) passed += 1;
    else failed += 1;
    report.push(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (browser) report.push(`browser: Chromium ${browser.version} (${browser.source})`);
console.log(`\n${report.join('\n')}\n`);
if (notRun) console.log(`${notRun} step${notRun > 1 ? 's' : ''} not run: see ⚠ above`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
