/**
 * What a failed Gatsby build's output says, for the build record, when the build wrote no outcome
 * of its own (contracts/src/build-outcome.ts): Gatsby's own failures (a query, a template).
 */

// eslint-disable-next-line no-control-regex -- Gatsby's reporter writes terminal escape codes
const ESCAPES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The output's lines without terminal escape codes or blank lines. */
export const outputLines = (output: string) =>
  output
    .replace(ESCAPES, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');

/** A line where Gatsby reports an error: ` ERROR #11331 …` on a terminal, `error …` in CI. */
const ERROR_LINE = /\bERROR\b|^\s*error\s/;

/**
 * Errors Gatsby reports because an earlier one stopped the build: its workers, ended with the
 * build, reject the tasks they had. The earlier error is the reason.
 */
const CONSEQUENCE = /Worker exited before finishing task/;

const isError = (line: string) => ERROR_LINE.test(line);
/** An error that is not a consequence of another: what stopped the build. */
const isCause = (line: string) => isError(line) && !CONSEQUENCE.test(line);

/** The reason of a failed build in one line: Gatsby's last error (not a consequence of an earlier one) and what follows it. */
export function failureSummary(lines: string[], exitCode: number | null) {
  const lastCause = lines.map(isCause).lastIndexOf(true);
  const start = lastCause >= 0 ? lastCause : lines.map(isError).lastIndexOf(true);
  if (start >= 0) {
    const end = lines.findIndex((line, index) => index > start && /^\s*(not finished|success|info|warn)\b/.test(line));
    const block = lines
      .slice(start, end > start ? Math.min(end, start + 8) : start + 8)
      .filter((line) => !/^\s*(at |- \S+:\d+)/.test(line)); // stack frames
    return block
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/^\s*ERROR #\d+\s+[A-Z._]+\s*|^\s*error\s+/, '')
      .trim()
      .slice(0, 400);
  }
  return `gatsby build exited with code ${exitCode ?? 'none'}`;
}
