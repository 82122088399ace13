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
    performanceRuns: runs.map((run) => run.scores.performance ?? 0),
    cls: Math.max(...runs.map((run) => run.cls)),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
