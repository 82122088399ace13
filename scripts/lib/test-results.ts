/**
 * What `npm test` (scripts/test.ts) reads from each runner's own report: how many tests passed and
 * failed, and which failed, each with the first line of its error. The names go in the run's last
 * lines, beside the step's ✖, so that the end of a long CI log says what to look at.
 */
import { stripVTControlCharacters } from 'node:util';

export type Counted = { passed: number; failed: number; failures: string[] };

/** How many failures a step names in the report; the rest are counted. */
export const NAMED_FAILURES = 8;
const LINE = 240;

/** The header of an assertion's message: Jest's and Playwright's `expect`, and node:assert's. */
const ASSERTION = /^(Error: )?expect\(|^((AssertionError( \[ERR_ASSERTION\])?|Error): )?Expected values to be /;
/** The header of a diff: `- Expected  - 1`, `+ Received  + 13`, `- Snapshot`, `+ actual - expected`. */
const DIFF_HEADER = /^[-+] (Expected|Received|Snapshot)(\s+[-+]\s*\d+)?$|^\+ actual - expected$/;
/**
 * What an assertion compared: its values (`Expected: 1`, `Received string: "a"`, `Snapshot: "a"`,
 * `1 !== 2`), its diff's changed lines, or why it could not compare (`Error: element(s) not found`).
 */
const COMPARED = /^(Expected|Received|Snapshot)\b[^:]*:|^[-+] |^\S.* !== \S|^Error: /;
const VALUE = 80;
/** The most of a first line shown before the values that follow it. */
const FIRST = 120;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Two values that start alike (two versions of a page) are shown from a little before they differ. */
function fromWhereTheyDiffer(values: string[]): string[] {
  if (values.length !== 2) return values;
  const [a, b] = values.map((value) => /^((?:Expected|Received|Snapshot)\b[^:]*:|[-+])\s*(.*)$/.exec(value));
  if (!a || !b) return values;
  let same = 0;
  while (same < a[2].length && a[2][same] === b[2][same]) same += 1;
  if (same < 30) return values;
  return [a, b].map(([, marker, value]) => `${marker} …${value.slice(same - 12)}`);
}

/**
 * An error as one readable line (colours removed): its first line that says something. An
 * assertion's header (`expect(received).toMatchObject(expected)`) says nothing of the values, so
 * what it expected and received, or its diff's changed lines, follow on the same line (not its
 * call log, not its stack).
 */
export function errorLine(message: string | undefined): string {
  const lines = stripVTControlCharacters(message ?? '').split('\n');
  const first = lines.map((each) => each.trim()).find(Boolean) ?? '';
  const at = lines.findIndex((each) => ASSERTION.test(each.trim()));
  if (at < 0) return cut(first, LINE);
  const said = [cut(first, FIRST)];
  const indent = lines[at].length - lines[at].trimStart().length;
  if (lines[at].trim() !== first) said.push(lines[at].trim());
  const compared: string[] = [];
  for (const each of lines.slice(at + 1)) {
    if (each.trim() && each.length - each.trimStart().length < indent) break; // the end of the message (TAP's YAML)
    const line = each.slice(indent).trimEnd();
    if (/^call log:/i.test(line.trim())) break;
    if (COMPARED.test(line) && !DIFF_HEADER.test(line)) compared.push(line);
  }
  // A diff line's indentation is dropped, not the spaces inside a value.
  said.push(...fromWhereTheyDiffer(compared).map((each) => cut(each.replace(/^([-+])\s+/, '$1 '), VALUE)));
  return cut(said.join(' · '), LINE);
}

const named = (title: string, error: string) => (error ? `${title}: ${error}` : title);

type PlaywrightResult = { status?: string; error?: { message?: string } };
type PlaywrightTest = { projectName?: string; status?: string; results?: PlaywrightResult[] };
type PlaywrightSpec = { title: string; file?: string; line?: number; tests?: PlaywrightTest[] };
type PlaywrightSuite = { title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

/**
 * Playwright Test's JSON report: a flaky test passed; an unexpected one failed, named by its file,
 * line, describe blocks and title, with its last run's error; an error outside any test (a global
 * set-up that failed) is a failure of its own.
 */
export function playwrightResults(report: PlaywrightReport): Counted {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const each of spec.tests ?? []) {
        if (each.status !== 'unexpected') continue;
        const last = each.results?.at(-1);
        const where = `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''}`;
        const project = each.projectName ? `[${each.projectName}] ` : '';
        failures.push(
          named(`${project}${where} › ${[...path, spec.title].filter(Boolean).join(' › ')}`, errorLine(last?.error?.message)),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(named('outside any test', errorLine(error.message)));
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    failures,
  };
}

export type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

/** Jest's JSON report: failed tests by file and full name; a suite that could not run is one failure. */
export function jestResults(report: JestReport, root: string): Counted {
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((each) => each.status === 'failed');
    for (const each of failed) failures.push(named(`${name} › ${each.fullName}`, errorLine(each.failureMessages?.[0])));
    if (failed.length === 0 && file.message) failures.push(named(`${name} (did not run)`, errorLine(file.message)));
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    failures,
  };
}

/**
 * Node's test runner in TAP: the summary's counts, and each failed test that has no failed subtest
 * (the one to look at, not the file or `describe` around it), with the error line TAP gives it.
 */
export function tapResults(tap: string): Counted {
  const count = (label: string) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  const lines = tap.split('\n');
  const failures: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    const indent = match[1].length;
    // A parent's line comes after its subtests' lines, which are indented deeper.
    let hasFailedChild = false;
    for (let back = index - 1; back >= 0; back--) {
      const earlier = /^(\s*)(not ok|ok) \d+ - /.exec(lines[back]);
      if (!earlier) continue;
      if (earlier[1].length <= indent) break;
      if (earlier[2] === 'not ok') hasFailedChild = true;
    }
    if (hasFailedChild) return;
    failures.push(named(match[2], tapError(lines.slice(index + 1, index + 40))));
  });
  // A report cut short (the runner gone before its output was written, or killed) has no summary:
  // one failure, not a run of nothing that passed.
  if (!/^# pass \d+/m.test(tap)) return { passed: 0, failed: failures.length + 1, failures: [...failures, TAP_CUT_SHORT] };
  return { passed: count('pass'), failed: count('fail'), failures };
}

/** Why a TAP report without its summary fails. */
export const TAP_CUT_SHORT = 'the report of Node’s runner ended before its summary (# pass, # fail): cut short';

/**
 * The error of a failed test in its TAP details (YAML): `error: 'one line'`, or a block
 * (`error: |-`) whose first line says what failed.
 */
function tapError(details: string[]): string {
  const at = details.findIndex((each) => /^\s*error: /.test(each));
  if (at < 0) return '';
  const value = details[at].replace(/^\s*error: /, '');
  if (/^[|>][-+]?$/.test(value)) return errorLine(details.slice(at + 1).join('\n'));
  return errorLine(value.replace(/^'(.*)'$/, '$1').replace(/''/g, "'"));
}

/** The lines under a step's ✖ in the report: the first NAMED_FAILURES, then how many more. */
export function failureLines(failures: string[]): string[] {
  const shown = failures.slice(0, NAMED_FAILURES).map((each) => `    ✖ ${each}`);
  const more = failures.length - shown.length;
  return more > 0 ? [...shown, `    … and ${more} more`] : shown;
}
