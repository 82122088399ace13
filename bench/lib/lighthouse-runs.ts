import { median } from './median.ts';

export type LighthouseRun = {
  scores: Record<string, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  failedAudits: string[];
};

/**
 * One page's result from several Lighthouse runs. The performance score and its timings move with
 * machine load, so they take the median; accessibility, best practices, SEO and CLS do not, so
 * they take the worst run, and every audit that failed in any run is kept.
 */
export function combineRuns(runs: LighthouseRun[]) {
  if (runs.length === 0) throw new Error('no Lighthouse runs to combine');
  const categories = Object.keys(runs[0].scores);
  const scores = Object.fromEntries(
    categories.map((id) => {
      const values = runs.map((run) => run.scores[id] ?? 0);
      return [id, id === 'performance' ? Math.round(median(values)) : Math.min(...values)];
    }),
  );
  return {
    scores,
    /** Each run's performance score; empty where performance was not measured (CI's check). */
    performanceRuns: runs.flatMap((run) => (run.scores.performance === undefined ? [] : [run.scores.performance])),
    cls: Math.max(...runs.map((run) => run.cls)),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

export type LighthouseBudgets = {
  /** Scores every run must reach: categories whose audits do not time anything. */
  minimum: Record<string, number>;
  maxCls: number;
  /** The performance score under which a page is measured again, and reported as under. */
  performanceFloor: number;
};

/**
 * What fails a page against the budgets, and what is only reported. The performance score is a
 * timing (blocking time, paint times under simulated throttling), so it moves with the load of the
 * machine: it is reported, never a failure. Accessibility, best practices, SEO, their audits and
 * layout shift do not move with load, so each of them fails the page.
 */
export function judgeRuns(combined: ReturnType<typeof combineRuns>, budgets: LighthouseBudgets) {
  const failures = Object.entries(budgets.minimum)
    .filter(([id, minimum]) => (combined.scores[id] ?? 0) < minimum)
    .map(([id, minimum]) => `${id} ${combined.scores[id] ?? 0} < ${minimum}`);
  if (combined.cls > budgets.maxCls) failures.push(`CLS ${combined.cls.toFixed(3)} > ${budgets.maxCls}`);
  if (combined.failedAudits.length) failures.push(`failed audits: ${combined.failedAudits.join(', ')}`);
  const performance = combined.scores.performance;
  const notes =
    performance !== undefined && performance < budgets.performanceFloor
      ? [`performance ${performance} < ${budgets.performanceFloor} (a timing: reported, not failed)`]
      : [];
  return { failures, notes };
}
