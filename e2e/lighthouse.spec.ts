import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteUrl } from './urls';

/**
 * The performance and quality budgets of bench/budgets.json, measured by the project's own
 * Lighthouse script against the real stack: CI fails on a regression.
 */
describe('Lighthouse budgets', () => {
  it('keeps every measured page within bench/budgets.json', () => {
    const root = path.join(__dirname, '..');
    const run = spawnSync(process.execPath, [path.join(root, 'bench', 'lighthouse.mjs'), '--site', siteUrl, '--check'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 540_000,
    });
    console.log(run.stdout);
    const report = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'results', 'lighthouse.json'), 'utf8')) as {
      results: Array<{ page: string; failures: string[] }>;
    };
    expect(report.results.filter((result) => result.failures.length)).toEqual([]);
    expect(run.status).toBe(0);
  }, 600_000);
});
