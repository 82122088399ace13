import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { expect as playwrightExpect } from '@playwright/test';
import { TAP_CUT_SHORT, failureLines, errorLine, jestResults, playwrightResults, tapResults } from './test-results.ts';

test('an error is named by its first line that says something, without colours, cut to one line', () => {
  assert.equal(
    errorLine('\n\n  \u001b[31mthe build hook\u001b[39m did not answer\n\nat x.ts:1'),
    'the build hook did not answer',
  );
  assert.equal(errorLine(undefined), '');
  assert.equal(errorLine('Error: kill ESRCH\n- not a diff'), 'Error: kill ESRCH');
  const long = errorLine('x'.repeat(1000));
  assert.equal(long.length, 240);
  assert.ok(long.endsWith('…'));
});

/** The message Playwright Test's own `expect` throws for this assertion. */
async function playwrightMessage(assertion: (expect: typeof playwrightExpect) => Promise<unknown> | unknown): Promise<string> {
  try {
    await assertion(playwrightExpect);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the assertion passed');
}

test("an assertion's error says what it expected and received, from Playwright's own messages", async () => {
  // Colours or none, as the report has them.
  for (const colours of ['1', '0']) {
    process.env.FORCE_COLOR = colours;
    assert.equal(
      errorLine(
        await playwrightMessage((expect) =>
          expect({ state: 'published', transient: false }).toMatchObject({ state: 'failed', transient: true }),
        ),
      ),
      'expect(received).toMatchObject(expected) · - "state": "failed", · - "transient": true, · + "state": "published", · + "transient": false,',
    );
  }
  delete process.env.FORCE_COLOR;
  // A message of the spec's own comes first, then the assertion.
  assert.equal(
    errorLine(await playwrightMessage((expect) => expect(200, 'the article page').toBe(404))),
    'the article page · expect(received).toBe(expected) // Object.is equality · Expected: 404 · Received: 200',
  );
  // Not the call log: its lines start with "- " too.
  assert.equal(
    errorLine(await playwrightMessage((expect) => expect(() => expect(1).toBe(2)).toPass({ timeout: 200, intervals: [50] }))),
    'expect(received).toBe(expected) // Object.is equality · Expected: 2 · Received: 1',
  );
  // Two pages that start alike: shown from a little before they differ, both on the line.
  const head = '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"/>'.repeat(4);
  const pages = errorLine(await playwrightMessage((expect) => expect(`${head}<p>A</p>`).toBe(`${head}<p>B</p>`)));
  assert.match(pages, /Expected: ….{0,20}<p>B<\/p>" · Received: ….{0,20}<p>A<\/p>"$/);
  assert.ok(pages.length <= 240);
  // A diff whose counts are padded says nothing of its header.
  assert.equal(
    errorLine(
      'Error: expect(received).toEqual(expected)\n\n- Expected  -  1\n+ Received  + 13\n\n  Array [\n-   1,\n+   2,\n  ]',
    ),
    'Error: expect(received).toEqual(expected) · - 1, · + 2,',
  );
  assert.equal(errorLine(`expect(a).toBe(b)\nExpected: ${'y'.repeat(1000)}\nReceived: 1`).length <= 240, true);
  // A long message of the spec's own leaves room for the values.
  assert.match(
    errorLine(`${'m'.repeat(300)}\n\nexpect(received).toBe(expected)\n\nExpected: 404\nReceived: 200`),
    /^m{119}… · .* · Expected: 404 · Received: 200$/,
  );
  // A locator that was not there says so; spaces inside a value are kept.
  assert.equal(
    errorLine(
      [
        'Error: expect(locator).toBeVisible() failed',
        '',
        "Locator: getByRole('link', { name: 'Berita' })",
        'Expected: visible',
        'Timeout: 5000ms',
        'Error: element(s) not found',
        '',
        'Call log:',
        '  - Expect "toBeVisible" with timeout 5000ms',
      ].join('\n'),
    ),
    'Error: expect(locator).toBeVisible() failed · Expected: visible · Error: element(s) not found',
  );
  assert.equal(
    errorLine('Error: expect(received).toEqual(expected)\n\n- Expected\n+ Received\n\n-   "a  b"\n+   "a b"'),
    'Error: expect(received).toEqual(expected) · - "a  b" · + "a b"',
  );
  // Snapshots, and node:assert's errors as Jest reports them.
  assert.equal(
    errorLine('expect(received).toMatchInlineSnapshot(snapshot)\n\n- Snapshot  - 1\n+ Received  + 1\n\n- "a"\n+ "b"'),
    'expect(received).toMatchInlineSnapshot(snapshot) · - "a" · + "b"',
  );
  assert.equal(
    errorLine(
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n1 !== 2\n\n    at Object.<anonymous> (a.test.ts:3:10)',
    ),
    'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: · 1 !== 2',
  );
});

test("Node's runner: the failed tests that have no failed subtest, with their errors, from real TAP", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tap-'));
  const file = path.join(dir, 'sample.test.mjs');
  fs.writeFileSync(
    file,
    [
      "import { test, describe } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "describe('a group', () => {",
      "  test('passes', () => {});",
      "  test('compares', () => { assert.equal(1, 2); });",
      "  test('compares objects', () => { assert.deepEqual({ state: 'published', x: 1 }, { state: 'failed', x: 1 }); });",
      '});',
      "test('throws', () => { throw new Error('the reason\\nmore'); });",
      "test('passes too', () => {});",
    ].join('\n'),
  );
  // Without the variable through which this runner would take the child's results as its own.
  const { NODE_TEST_CONTEXT: _ours, ...env } = process.env;
  let tap = '';
  try {
    execFileSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', stdio: 'pipe', env });
  } catch (error) {
    tap = (error as { stdout: string }).stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const result = tapResults(tap);
  assert.equal(result.passed, 2);
  assert.equal(result.failed, 3);
  assert.deepEqual(result.failures, [
    'compares: Expected values to be strictly equal: · 1 !== 2',
    "compares objects: Expected values to be strictly deep-equal: · + state: 'published', · - state: 'failed',",
    'throws: the reason',
  ]);
});

test("Node's runner: an error on one quoted line, and a summary with no failure", () => {
  const tap = ['not ok 1 - it broke', '  ---', "  error: 'it''s gone'", '  ...', '# pass 0', '# fail 1'].join('\n');
  assert.deepEqual(tapResults(tap), { passed: 0, failed: 1, failures: ["it broke: it's gone"] });
  assert.deepEqual(tapResults('ok 1 - fine\n# pass 1\n# fail 0\n'), { passed: 1, failed: 0, failures: [] });
});

test("Node's runner: a report cut short before its summary is one failure, not nothing that passed", () => {
  assert.deepEqual(tapResults(''), { passed: 0, failed: 1, failures: [TAP_CUT_SHORT] });
  assert.deepEqual(tapResults('ok 1 - fine\nnot ok 2 - broke\nok 3 - fi'), {
    passed: 0,
    failed: 2,
    failures: ['broke', TAP_CUT_SHORT],
  });
});

test('Playwright: an unexpected test by project, file, line and describe blocks, its last run’s error; flaky ones passed', () => {
  const spec = (title: string, line: number, status: string, messages: string[] = []) => ({
    title,
    file: 'redirects.spec.ts',
    line,
    tests: [{ projectName: 'writers', status, results: messages.map((message) => ({ status: 'failed', error: { message } })) }],
  });
  const result = playwrightResults({
    stats: { expected: 5, unexpected: 1, flaky: 1 },
    suites: [
      {
        title: 'redirects.spec.ts',
        file: 'redirects.spec.ts',
        specs: [spec('at the top', 3, 'expected')],
        suites: [
          {
            title: 'old addresses',
            file: 'redirects.spec.ts',
            specs: [
              spec('refuse a loop', 92, 'unexpected', ['first try', 'Error: expect(locator).toHaveText()\nmore']),
              spec('retried', 99, 'flaky', ['once']),
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: the stack did not start' }],
  });
  assert.equal(result.passed, 6);
  assert.equal(result.failed, 2);
  assert.deepEqual(result.failures, [
    '[writers] redirects.spec.ts:92 › old addresses › refuse a loop: Error: expect(locator).toHaveText()',
    'outside any test: Error: the stack did not start',
  ]);
});

test('Jest: failed tests by file and full name; a suite that did not run names its reason', () => {
  const result = jestResults(
    {
      numPassedTests: 3,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            { fullName: 'a breaks', status: 'failed', failureMessages: ['Error: expect(x).toBe(y)\n  at …'] },
          ],
        },
        { name: '/repo/src/b.test.ts', message: '  ● Test suite failed to run\n\n  Cannot find module', assertionResults: [] },
      ],
    },
    '/repo',
  );
  assert.deepEqual(result, {
    passed: 3,
    failed: 2,
    failures: ['src/a.test.ts › a breaks: Error: expect(x).toBe(y)', 'src/b.test.ts (did not run): ● Test suite failed to run'],
  });
});

test('the report names the first eight failures of a step, and counts the rest', () => {
  const lines = failureLines(Array.from({ length: 10 }, (_, index) => `test ${index + 1}`));
  assert.equal(lines.length, 9);
  assert.equal(lines[0], '    ✖ test 1');
  assert.equal(lines[8], '    … and 2 more');
  assert.deepEqual(failureLines([]), []);
});
