import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const MODULE = path.join(import.meta.dirname, 'local-secrets.ts');
const NAMES = ['ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'ENCRYPTION_KEY', 'APP_KEY_1', 'PREVIEW_SECRET'];

/** The secrets a fresh Node process, in `cwd`, takes from localSecret (as a CMS instance starting there does). */
function secretsOfAProcess(cwd: string, at = 0): Promise<string> {
  // Loaded, each process waits for the moment `at`, then asks: several processes ask together.
  const script = [
    `import { localSecret } from ${JSON.stringify(MODULE)};`,
    `while (Date.now() < ${at});`,
    `console.log(${JSON.stringify(NAMES)}.map(localSecret).join(' '));`,
  ].join('\n');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NAMES.includes(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`exit ${code}`))));
  });
}

describe('the CMS’s generated secrets', () => {
  it('are the same for CMS instances started at the same moment from one folder, and after a restart', async () => {
    for (let round = 0; round < 5; round += 1) {
      const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'local-secrets-'));
      try {
        const at = Date.now() + 1500;
        const together = await Promise.all(Array.from({ length: 6 }, () => secretsOfAProcess(cwd, at)));
        assert.equal(new Set(together).size, 1, `round ${round}: ${together.join(' | ')}`);
        assert.equal(new Set(together[0].split(' ')).size, NAMES.length); // a secret of its own for each name
        assert.equal(await secretsOfAProcess(cwd), together[0]);
        const file = path.join(cwd, '.tmp', 'secrets.json');
        assert.equal(fs.statSync(file).mode & 0o777, 0o600);
        assert.deepEqual(fs.readdirSync(path.dirname(file)), ['secrets.json']); // nothing left aside
      } finally {
        fs.rmSync(cwd, { recursive: true, force: true });
      }
    }
  });

  it('keep the values a file written before the seed holds, and derive the ones it lacks alike each time', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'local-secrets-'));
    try {
      fs.mkdirSync(path.join(cwd, '.tmp'));
      fs.writeFileSync(path.join(cwd, '.tmp', 'secrets.json'), JSON.stringify({ ADMIN_JWT_SECRET: 'kept-from-before' }));
      const at = Date.now() + 1500;
      const [first, second] = await Promise.all([secretsOfAProcess(cwd, at), secretsOfAProcess(cwd, at)]);
      assert.equal(first, second);
      assert.equal(first.split(' ')[0], 'kept-from-before');
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});
