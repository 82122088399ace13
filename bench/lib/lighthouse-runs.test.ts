import assert from 'node:assert/strict';
import test from 'node:test';
import { combineRuns } from './lighthouse-runs.ts';

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
