/**
 * The build's outcome file: the build hook names it (BUILD_OUTCOME_FILE) for each build it runs,
 * the build writes it as it ends — the CMS source plugin when the CMS fails it, the build script
 * when Gatsby is killed, the build-outcome plugin when every page is written — and the hook reads
 * it back, checked against the contract. A build run by hand (no variable) writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildOutcome } from './build.ts';

/** The variable that names the file. */
export const BUILD_OUTCOME_FILE = 'BUILD_OUTCOME_FILE';

/** The file this process's build writes its outcome to, if it was given one. */
export const outcomeFile = (env: NodeJS.ProcessEnv = process.env): string | null => env[BUILD_OUTCOME_FILE] || null;

/**
 * Writes the outcome (whole or not at all: a temporary file renamed). The first failure written
 * stands: what fails after it is a consequence (Gatsby's workers ending with the build).
 */
export function writeBuildOutcome(outcome: BuildOutcome, file: string | null = outcomeFile()): void {
  if (!file) return;
  const checked = BuildOutcome.parse(outcome);
  if (readBuildOutcome(file)?.ok === false) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(checked)}\n`);
  fs.renameSync(temporary, file);
}

/** The outcome a build wrote, or null when it wrote none (or something that is not an outcome). */
export function readBuildOutcome(file: string): BuildOutcome | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = BuildOutcome.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the outcome of an earlier build (before the next one starts). */
export const clearBuildOutcome = (file: string): void => fs.rmSync(file, { force: true });
