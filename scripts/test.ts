/**
 * `npm test`: everything CI checks, in order: lint, format, type checks, unit tests (Jest and
 * Node's runner for the scripts), end-to-end tests.
 * Every step runs even when an earlier one fails; the last line is `N passed, N failed`, and the
 * report above it names the failed tests of each step (scripts/lib/test-results.ts).
 * Before any step, the browser the end-to-end tests need is found and started once
 * (scripts/lib/browser.ts): where none can run, the run stops at once with one line.
 *
 * The SQLite pass of the end-to-end tests runs one build at a time and leaves the machine's second
 * core idle for most of its time: beside it (`beside` steps: their output is kept and shown once
 * they end, their lines in the report where they are listed) run the PostgreSQL + nginx pass, the
 * longest of them, first, then the script and unit tests. They start with the test of npm start's
 * entry points (`before` the pass: its CMS and its stopped first build take one core), once the
 * CMS is compiled for every stack of the run. What of them is left when the SQLite pass ends runs
 * on its lane as well, two at a time. They run at a lower priority (nice 10) — which orders only
 * the processes of their own session: what they start in sessions of their own (a CMS, a build,
 * Chromium) shares the CPU evenly with the SQLite pass's (Linux's autogroups). The checks that keep
 * no time (lint, type checks, format: `idle` steps) run from the start on the CPU the others leave
 * — while the CMS compiles, while a spec waits for a schedule or a build — in a session of their
 * own at the lowest priority (scripts/lib/idle-priority.ts). Steps beside the pass and idle ones
 * run in copies of the checkout (scripts/lib/checkout-copy.ts): one for the PostgreSQL pass, whose
 * builds write `public/`, `.cache/` and the generated query types, and one for the checks, which
 * read the sources while those builds write theirs.
 *
 * Everything runs on the Node that runs this but the PostgreSQL + nginx pass where
 * TEST_POSTGRES_ON_NODE names another major version ("22": the official binary from the npm
 * registry, scripts/lib/registry-node.ts): that pass — its CMS instances, builds, build hook, site
 * and specs — then runs on that Node, production's stack on the oldest Node the project supports.
 * CI: this Node is Node 24 from the npm registry (.ci/run), TEST_POSTGRES_ON_NODE="22".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useChromiumOrExit } from './lib/browser.ts';
import { copyCheckout } from './lib/checkout-copy.ts';
import { ROOT, quietEnv } from '@site/runtime/config';
import { nginxBinary } from './lib/nginx.ts';
import { postgresBinaries } from './lib/postgres.ts';
import { run, runCopyingOutput } from '@site/runtime/processes';
import { runAtIdlePriority } from './lib/idle-priority.ts';
import { envForNode, registryNode, type RegistryNode } from './lib/registry-node.ts';
import { failureLines, jestResults, playwrightResults, tapResults } from './lib/test-results.ts';
import { nodeTestFiles } from './lib/unit-tests.ts';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

// Every build of the run — npm start's, each pass's first, the restored CMS's, in this checkout or
// a copy — encodes the same seeded images: encoded once, the others copy them
// (patches/gatsby-plugin-sharp+5.16.0.patch).
process.env.IMAGE_CACHE_DIR ||= path.join(ROOT, 'node_modules', '.cache', 'processed-images');
/** A step's `command` that is the step's Node. */
const NODE = 'node';
const only = process.argv.slice(2);

const scriptTests = nodeTestFiles(ROOT);

/** The Node the PostgreSQL + nginx pass runs on, where it is not this one. */
const postgresNode: RegistryNode | undefined = (() => {
  const major = process.env.TEST_POSTGRES_ON_NODE?.trim();
  if (!major) return undefined;
  try {
    return registryNode(Number(major));
  } catch (error) {
    console.error(`npm test: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
})();

/** The SQLite pass, which the checks that need no stack and the PostgreSQL + nginx pass run beside. */
const SQLITE_PASS = 'end-to-end tests';
/** Where the PostgreSQL + nginx pass runs: a copy of this checkout, made once a run. */
const POSTGRES_COPY = path.join(ROOT, '.run', 'test-checkout');
/** Where the checks beside the SQLite pass run: another copy, which no build writes in. */
const CHECKS_COPY = path.join(ROOT, '.run', 'test-checkout-checks');
/** Its ports, other than the SQLite pass's (e2e/environment.ts, e2e/backup.spec.ts). */
const POSTGRES_PORTS = {
  E2E_CMS_PORT: '1447',
  E2E_RESTORE_CMS_PORT: '1448',
  E2E_SITE_PORT: '9110',
  E2E_HOOK_PORT: '9111',
  E2E_CAPTCHA_PORT: '9112',
  E2E_DEVELOP_PORT: '9113',
  E2E_SMTP_PORT: '9114',
  E2E_HOOK_LINK_PORT: '9115',
  E2E_PG_PORT: '9116',
  E2E_STACK_SWITCH_PORT: '9117',
  E2E_LINKS_PORT: '9119',
};

/**
 * One step of the run. `needs` names the Debian packages a step needs that are missing: in CI the
 * step then fails; elsewhere it is reported as not run, with the command that installs them.
 * `browser` marks the steps that drive Chromium. `on` is the Node a step runs on where it is not
 * this one; a `command` of NODE is that Node itself. `beside` names the step it runs alongside;
 * `before` names the step it runs just before, the steps beside that one already running beside it;
 * `idle` steps run from the start, one after another, on the CPU the others leave
 * (scripts/lib/idle-priority.ts); `cwd` is where it runs (default: this checkout; a copy of it,
 * made once a run).
 */
type Step = {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  jestJson?: string;
  playwrightJson?: string;
  tap?: boolean;
  needs?: () => string;
  browser?: boolean;
  on?: RegistryNode;
  beside?: string;
  before?: string;
  idle?: boolean;
};

/**
 * Node's runner, in TAP. Once a file's tests are done it exits, even if something a test started
 * still holds it open (a process a failed assertion left running): a failure, not a hung run.
 */
const NODE_TEST = ['--test', '--test-force-exit', '--test-reporter=tap'];

/** Where a check that needs no stack runs: beside the SQLite pass, in the checks' copy of the checkout. */
const CHECK = { beside: SQLITE_PASS, cwd: CHECKS_COPY } as const;
/**
 * Where a check that needs no stack and keeps no time runs (a linter, a type checker: no timeout, no
 * server): on the CPU the other steps leave, from the start, in the checks' copy of the checkout.
 * Not the unit and script tests, whose timeouts a starved run would overrun.
 */
const IDLE_CHECK = { idle: true, cwd: CHECKS_COPY } as const;

const steps: Step[] = [
  // The CMS's admin and TypeScript, compiled once: every stack of the run (npm start's, each pass's,
  // in this checkout or a copy) starts from them.
  {
    name: 'the CMS compiles (strapi build)',
    command: NODE,
    args: ['--input-type=module', '-e', "await (await import('./scripts/lib/cms.ts')).buildCmsIfNeeded();"],
  },
  // Real processes (a CMS, a first build, stopped), on one core, before the SQLite pass builds in
  // public/: the PostgreSQL + nginx pass, the longest step beside that pass, starts beside it already.
  {
    name: 'npm start, develop and cms stop on Ctrl-C (node --test)',
    command: NODE,
    args: [...NODE_TEST, 'scripts/entry-points.test.ts'],
    tap: true,
    before: SQLITE_PASS,
  },
  // The same site on PostgreSQL behind nginx: a fresh cluster, a fresh CMS, a full build, in a
  // copy of the checkout on ports of its own, beside the SQLite pass. The first step beside it: the
  // longest, it starts with the SQLite pass, and the checks share what time is left.
  {
    name: 'end-to-end tests on PostgreSQL behind nginx',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    env: { E2E_DATABASE: 'postgres', E2E_SERVER: 'nginx', ...POSTGRES_PORTS },
    beside: SQLITE_PASS,
    cwd: POSTGRES_COPY,
    on: postgresNode,
    playwrightJson: 'e2e-postgres-nginx',
    browser: true,
    needs: () =>
      [postgresBinaries() ? null : 'postgresql', nginxBinary() ? null : 'nginx'].filter((name) => name !== null).join(' '),
  },
  // The tests that need no stack, longest first (a lane takes them in this order, a second one once
  // the SQLite pass ends); then the checks that run on the CPU the others leave.
  { name: 'script tests (node --test)', command: NODE, args: [...NODE_TEST, ...scriptTests], tap: true, ...CHECK },
  { name: 'unit tests', command: bin('jest'), args: ['--ci'], jestJson: 'unit', ...CHECK },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['.'], ...IDLE_CHECK },
  { name: 'type check (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'], ...IDLE_CHECK },
  {
    name: 'type check CMS (tsc)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'cms/tsconfig.json'],
    ...IDLE_CHECK,
  },
  {
    name: 'type check CMS admin (tsc)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'cms/src/admin/tsconfig.json'],
    ...IDLE_CHECK,
  },
  { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.'], ...IDLE_CHECK },
  {
    name: SQLITE_PASS,
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    playwrightJson: 'e2e',
    browser: true,
  },
  // After the SQLite pass's build: public/ is a production build of the seeded site, the types regenerated.
  { name: 'budgets: first-load JavaScript', command: NODE, args: ['bench/bundle-size.ts', '--check'] },
  { name: 'generated types committed', command: NODE, args: ['scripts/check-generated-types.ts'] },
].filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));

const browser = steps.some((step) => step.browser) ? await useChromiumOrExit('npm test') : null;
if (browser) console.log(`browser: Chromium ${browser.version} (${browser.source}: ${browser.path})`);

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tests-'));

const copied = new Set<string>();
/** Makes `dest` a copy of the checkout for steps beside the SQLite pass, once a run. */
function makeCopy(dest: string) {
  if (copied.has(dest)) return;
  const { files } = copyCheckout(ROOT, dest);
  console.log(`(a copy of the checkout for steps that run beside others: ${files} files in ${path.relative(ROOT, dest)})`);
  copied.add(dest);
}

type StepResult = { passed: number; failed: number; notRun: number; line: string };

/**
 * Runs one step; with `logFile` (a step beside another, or an idle one), its output goes there
 * instead of the terminal, and it runs at a lower priority (an idle step at the lowest).
 */
async function runStep(step: Step, logFile: string | null = null): Promise<StepResult> {
  const started = Date.now();
  const name = `${step.name} on Node ${step.on?.version ?? process.version}`;
  if (!logFile) console.log(`\n━━ ${name} ━━`);
  const missing = step.needs?.() ?? '';
  if (missing) {
    const line = `${name}: needs ${missing} (apt-get install ${missing})`;
    console.log(line);
    return process.env.CI
      ? { passed: 0, failed: 1, notRun: 0, line: `✖ ${line}` }
      : { passed: 0, failed: 0, notRun: 1, line: `⚠ not run — ${line}` };
  }
  const cwd = step.cwd ?? ROOT;
  if (cwd !== ROOT) makeCopy(cwd);
  const index = steps.indexOf(step);
  const jsonFile = step.jestJson ? path.join(resultsDir, `${step.jestJson}-${index}.json`) : null;
  const playwrightFile = step.playwrightJson ? path.join(resultsDir, `${step.playwrightJson}-${index}.json`) : null;
  const args = jsonFile
    ? [...step.args, '--json', `--outputFile=${jsonFile}`]
    : playwrightFile
      ? [...step.args, '--reporter=list,json']
      : step.args;
  const tapFile = step.tap ? (logFile ?? path.join(resultsDir, `tap-${index}.txt`)) : null;
  const stepEnv = playwrightFile ? { ...step.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightFile } : step.env;
  const env = step.on ? envForNode(step.on, quietEnv(stepEnv)) : quietEnv(stepEnv);
  const command = step.command === NODE ? (step.on?.node ?? process.execPath) : step.command;
  let code;
  if (logFile) fs.writeFileSync(logFile, '');
  if (logFile && step.idle) {
    code = await runAtIdlePriority(command, args, { cwd, env, logFile });
  } else if (logFile) {
    const output = { file: logFile, append: true };
    // At a lower priority (coreutils' nice), within the session it runs in (see the top of this file).
    code = await run('nice', ['-n', '10', command, ...args], { cwd, env, stdio: ['ignore', output, output] });
  } else {
    code = tapFile ? await runCopyingOutput(command, args, { cwd, env }, tapFile) : await run(command, args, { cwd, env });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const mark = code === 0 ? '✔' : '✖';

  const counted = tapFile
    ? tapResults(fs.readFileSync(tapFile, 'utf8'))
    : playwrightFile && fs.existsSync(playwrightFile)
      ? playwrightResults(JSON.parse(fs.readFileSync(playwrightFile, 'utf8')))
      : jsonFile && fs.existsSync(jsonFile)
        ? jestResults(JSON.parse(fs.readFileSync(jsonFile, 'utf8')), cwd)
        : null;
  if (counted) {
    // A runner that failed without a failed test of its own (it could not start, or stopped) is one failure.
    const failed = counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0);
    return {
      passed: counted.passed,
      failed,
      notRun: 0,
      line: [
        `${mark} ${name}: ${counted.passed} passed, ${failed} failed (${seconds} s)`,
        ...failureLines(counted.failures),
      ].join('\n'),
    };
  }
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, notRun: 0, line: `${mark} ${name} (${seconds} s)` };
}

const results = new Map<Step, StepResult>();
const listed = new Set(steps.map((step) => step.name));
const onItsOwnLane = (step: Step) =>
  !step.idle && (!step.beside || !listed.has(step.beside)) && (!step.before || !listed.has(step.before));
/** Where a step that does not run in the terminal writes its output, shown once it ends. */
const logOf = (step: Step) => path.join(resultsDir, `beside-${steps.indexOf(step)}.log`);
const showLog = (step: Step, where: string) => {
  console.log(`\n━━ ${step.name} on Node ${step.on?.version ?? process.version} (${where}) ━━`);
  process.stdout.write(fs.readFileSync(logOf(step), 'utf8'));
};

// The idle steps start first, in their copy of the checkout as it is now (no build has written the
// query types yet), and take the CPU the others leave until they are done.
const idleSteps = steps.filter((step) => step.idle);
if (idleSteps.length)
  console.log(`\n(on the CPU the other steps leave: ${idleSteps.map((each) => each.name).join(', ')}; their output follows)`);
const idleLane = (async () => {
  for (const each of idleSteps) results.set(each, await runStep(each, logOf(each)));
})();
for (const step of steps.filter(onItsOwnLane)) {
  const alongside = steps.filter((candidate) => candidate.beside === step.name);
  /** This lane: the steps `before` this one, then it. */
  const ownLane = [...steps.filter((candidate) => candidate.before === step.name), step];
  if (alongside.length === 0) {
    for (const each of ownLane) results.set(each, await runStep(each));
    continue;
  }
  // Before the pass starts: its first build rewrites files the copies take (the query types).
  for (const each of alongside) if (each.cwd && each.cwd !== ROOT) makeCopy(each.cwd);
  console.log(`\n(beside it: ${alongside.map((each) => each.name).join(', ')}; their output follows it)`);
  // One lane takes the steps beside the pass in their order; once the pass ends, its lane takes the rest too.
  const waiting = [...alongside];
  const lane = async () => {
    for (let each = waiting.shift(); each; each = waiting.shift()) results.set(each, await runStep(each, logOf(each)));
  };
  const besides = lane();
  for (const each of ownLane) results.set(each, await runStep(each));
  await Promise.all([besides, lane()]);
  for (const each of alongside) showLog(each, `ran beside ${step.name}`);
}
await idleLane;
for (const each of idleSteps) showLog(each, 'ran on the CPU the others left');

const report = steps.flatMap((step) => results.get(step)?.line ?? []);
const passed = [...results.values()].reduce((sum, result) => sum + result.passed, 0);
const failed = [...results.values()].reduce((sum, result) => sum + result.failed, 0);
const notRun = [...results.values()].reduce((sum, result) => sum + result.notRun, 0);

fs.rmSync(resultsDir, { recursive: true, force: true });
if (browser) report.push(`browser: Chromium ${browser.version} (${browser.source})`);
console.log(`\n${report.join('\n')}\n`);
if (notRun) console.log(`${notRun} step${notRun > 1 ? 's' : ''} not run: see ⚠ above`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
