/** Gatsby's own phase timings ("success run queries in workers - 2.345s") from a build log. */
export function phaseSeconds(log: string) {
  const phases: Record<string, number> = {};
  // eslint-disable-next-line no-control-regex -- the log carries terminal escape codes
  for (const [, phase = '', seconds = '0'] of log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').matchAll(/success (.+?) - ([\d.]+)s/g))
    phases[phase.trim()] = Math.round(((phases[phase.trim()] ?? 0) + Number(seconds)) * 10) / 10;
  return phases;
}
