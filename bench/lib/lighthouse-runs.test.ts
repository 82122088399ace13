import assert from 'node:assert/strict';
import test from 'node:test';
import { combineRuns, judgeRuns } from './lighthouse-runs.ts';

const run = (performance: number, accessibility: number, extra = {}) => ({
  scores: { performance, accessibility },
  cls: 0.001,
  lcpMs: 1000 + performance,
  tbtMs: 200 - performance,
  failedAudits: [],
  ...extra,
});

test('combineRuns takes the median performance and the worst of the deterministic scores', () => {
  const combined = combineRuns([
    run(97, 100),
    run(81, 100, { cls: 0.012, failedAudits: ['color-contrast'] }),
    run(99, 96, { failedAudits: ['color-contrast', 'image-alt'] }),
  ]);
  assert.deepEqual(combined.scores, { performance: 97, accessibility: 96 });
  assert.deepEqual(combined.performanceRuns, [97, 81, 99]);
  assert.equal(combined.cls, 0.012);
  assert.equal(combined.lcpMs, 1097);
  assert.equal(combined.tbtMs, 103);
  assert.deepEqual(combined.failedAudits, ['color-contrast', 'image-alt']);
});

test('combineRuns of two runs averages the middle pair, of one run keeps it', () => {
  assert.equal(combineRuns([run(90, 100), run(95, 100)]).scores.performance, 93);
  assert.deepEqual(combineRuns([run(88, 100)]).scores, { performance: 88, accessibility: 100 });
  assert.throws(() => combineRuns([]), /no Lighthouse runs/);
});

test('judgeRuns fails the deterministic budgets and only reports a slow performance median', () => {
  const budgets = { minimum: { accessibility: 100 }, maxCls: 0.02, performanceFloor: 90 };
  assert.deepEqual(judgeRuns(combineRuns([run(97, 100)]), budgets), { failures: [], notes: [] });
  assert.deepEqual(judgeRuns(combineRuns([run(61, 100), run(70, 100)]), budgets), {
    failures: [],
    notes: ['performance 66 < 90 (a timing: reported, not failed)'],
  });
  assert.deepEqual(judgeRuns(combineRuns([run(99, 96, { cls: 0.05, failedAudits: ['image-alt'] })]), budgets), {
    failures: ['accessibility 96 < 100', 'CLS 0.050 > 0.02', 'failed audits: image-alt'],
    notes: [],
  });
});

test('judgeRuns counts a category missing from a run as 0', () => {
  const budgets = { minimum: { seo: 100 }, maxCls: 0.02, performanceFloor: 90 };
  assert.deepEqual(judgeRuns(combineRuns([run(95, 100)]), budgets).failures, ['seo 0 < 100']);
});

test('a run without performance (CI measures what it judges) has no performance, noted or combined', () => {
  const budgets = { minimum: { accessibility: 100 }, maxCls: 0.02, performanceFloor: 90 };
  const withoutPerformance = { scores: { accessibility: 100 }, cls: 0, lcpMs: 0, tbtMs: 0, failedAudits: [] };
  const combined = combineRuns([withoutPerformance, withoutPerformance]);
  assert.deepEqual(combined.scores, { accessibility: 100 });
  assert.deepEqual(combined.performanceRuns, []);
  assert.deepEqual(judgeRuns(combined, budgets), { failures: [], notes: [] });
});
