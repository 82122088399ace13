/**
 * A throwaway CMS for measurements (the stack of scripts/lib/stack.ts without the site: the
 * bench runs the builds itself): its own SQLite database and token under cms/.tmp/bench, its own
 * port, an editor account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from '@site/runtime/config';
import { startStack } from '../../scripts/lib/stack.ts';

export const BENCH_ADMIN = { email: 'bench@bench.test', password: 'BenchEditor123!' };

/** An empty data folder for a throwaway CMS's SQLite database and token: cms/.tmp/bench/<name>. */
export function freshBenchDataDir(name: string) {
  const dataDir = path.join(CMS_DIR, '.tmp', 'bench', name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

export async function startBenchCms({
  name,
  port = 1357,
  env = {},
}: {
  name: string;
  port?: number;
  env?: Record<string, string>;
}) {
  const dataDir = freshBenchDataDir(name);
  const started = Date.now();
  const { cms, tokenFile, stop } = await startStack({
    ports: { cms: port },
    dataDir,
    withSite: false,
    quiet: true,
    cmsEnv: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, BUILD_HOOK_URL: '', ...env },
  });
  return { url: cms.url, stop, tokenFile, bootSeconds: (Date.now() - started) / 1000 };
}

/**
 * The CMS admin API as an editor (the bench's own one unless other credentials are given), the
 * way the admin panel calls it: `admin(method, url, body?)` resolves to the JSON answer.
 */
export async function adminClient(cmsUrl: string, credentials: { email: string; password: string } = BENCH_ADMIN) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`admin login failed (${login.status})`);
  const { token } = (await login.json()).data;
  return async (method: string, url: string, body: unknown = undefined) => {
    const response = await fetch(`${cmsUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}
