/**
 * Two builds of the site side by side: another commit's (a git worktree of it, sharing this
 * checkout's node_modules) and this working tree's, both built against one throwaway CMS and
 * each served by the site's own server on its own port, for measurements that alternate between
 * them (bench/lighthouse.ts --compare).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { HOST, ROOT } from '@site/runtime/config';
import { run } from '@site/runtime/processes';
import { createStaticServer } from '../../scripts/lib/static-server.ts';
import { startBenchCms } from './stack.ts';

const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** A checkout of `ref` under .run/bench/compare/<commit>, its node_modules this checkout's. */
function worktreeOf(ref: string) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = path.join(ROOT, '.run', 'bench', 'compare', commit.slice(0, 12));
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
    git(['worktree', 'add', '--force', '--detach', dir, commit]);
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  return { commit, dir };
}

/** `gatsby build` of the checkout in `dir`, through its own build script. */
async function build(dir: string, env: Record<string, string>, label: string) {
  const started = Date.now();
  const code = await run(process.execPath, [path.join(dir, 'scripts', 'build.ts')], {
    cwd: dir,
    env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) throw new Error(`the build of ${label} failed (exit ${code}); run \`npm run build\` there to see why`);
  console.log(`bench: built ${label} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Builds `ref` and this working tree and serves both; `stop()` closes the servers and the CMS
 * (seeded with `extraArticles` more articles a language).
 */
export async function compareBuilds(
  ref: string,
  { ports = [9043, 9044], cmsPort = 1358, extraArticles = 0 } = {},
): Promise<{ sides: Array<{ label: string; site: string; publicDir: string }>; stop: () => Promise<void> }> {
  const before = worktreeOf(ref);
  const cms = await startBenchCms({ name: 'compare', port: cmsPort, env: { SEED_EXTRA_NEWS: String(extraArticles) } });
  const closers: Array<() => Promise<void>> = [cms.stop];
  const stop = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    const env = { STRAPI_URL: cms.url, STRAPI_TOKEN: fs.readFileSync(cms.tokenFile, 'utf8').trim() };
    const sides = [
      { label: `${ref} (${before.commit.slice(0, 7)})`, dir: before.dir },
      { label: 'this tree', dir: ROOT },
    ];
    for (const side of sides) await build(side.dir, env, side.label);
    const served = [];
    for (const [index, side] of sides.entries()) {
      const publicDir = path.join(side.dir, 'public');
      const server = createStaticServer({ getRoot: () => publicDir, cmsUrl: cms.url });
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(ports[index], HOST, () => resolve(undefined));
      });
      closers.push(() => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(() => resolve(undefined)));
      });
      served.push({ label: side.label, site: `http://${HOST}:${ports[index]}`, publicDir });
    }
    return { sides: served, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
