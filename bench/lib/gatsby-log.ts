/** Gatsby's own phase timings ("success run queries in workers - 2.345s") from a build log. */
export function phaseSeconds(log: string) {
  const phases: Record<string, number> = {};
  // eslint-disable-next-line no-control-regex -- the log carries terminal escape codes
  for (const [, phase = '', seconds = '0'] of log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').matchAll(/success (.+?) - ([\d.]+)s/g))
    phases[phase.trim()] = Math.round(((phases[phase.trim()] ?? 0) + Number(seconds)) * 10) / 10;
  return phases;
}

/** How many pages Gatsby rendered to HTML in a build (it renders only those whose data changed), from its log. */
export function pagesRendered(log: string): number {
  // eslint-disable-next-line no-control-regex -- the log carries terminal escape codes
  const lines = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  return [...lines.matchAll(/success Building static HTML for pages - [\d.]+s - (\d+)\/\d+/g)].reduce(
    (total, [, count = '0']) => total + Number(count),
    0,
  );
}
