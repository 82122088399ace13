/**
 * Load on the visitor path: a static page and the runtime answer every page view asks for (the
 * WhatsApp number), each hammered by autocannon (50 connections, 10 s, loopback) through the
 * site's server — nginx, or npm start's own Node server — on a throwaway stack of its own (CMS on
 * 1361, site on 9021, hook on 9022, releases in .run/bench-load). Counts how many of the
 * runtime requests reached the CMS (nginx's X-Cache-Status: MISS, EXPIRED, BYPASS), then stops the
 * CMS and asks again: what visitors get while it is down.
 *
 *   node bench/load.ts [nginx|node] [seconds]
 *
 * Writes bench/results/load-<server>.json. A measurement, never a pass/fail test.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '@site/runtime/config';
import { startStack } from '../scripts/lib/stack.ts';
import { freshBenchDataDir } from './lib/stack.ts';

const server = process.argv[2] === 'node' ? 'node' : 'nginx';
const duration = Number(process.argv[3] || 10);
const RUNTIME = '/api/whatsapp?populate=*&locale=en';
const dataDir = freshBenchDataDir('load');

// nginx's cache starts empty (before nginx starts: it keeps its folder open), as after a deploy.
fs.rmSync(path.join(ROOT, '.run', 'bench-load', 'nginx', 'api-cache'), { recursive: true, force: true });
console.log(`Starting a throwaway stack with ${server} in front (CMS, first build)…`);
const stack = await startStack({
  ports: { cms: 1361, site: 9021, hook: 9022 },
  dataDir,
  runDir: path.join(ROOT, '.run', 'bench-load'),
  server,
  quiet: true,
  catchUpMs: 3_600_000,
});
const { siteUrl } = stack as { siteUrl: string };

/** autocannon on one path (of the site, unless another origin is given); counts answers by X-Cache-Status. */
async function hammer(pathname: string, origin = siteUrl) {
  const cache: Record<string, number> = {};
  const result = await autocannon({
    url: `${origin}${pathname}`,
    connections: 50,
    duration,
    requests: [
      {
        onResponse: (_status, _body, _context, headers) => {
          const name = Object.keys(headers ?? {}).find((header) => header.toLowerCase() === 'x-cache-status');
          const key = String((name && headers?.[name]) ?? 'none');
          cache[key] = (cache[key] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    path: pathname,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cacheStatus: cache,
  };
}

try {
  const page = await hammer('/');
  const runtime = await hammer(RUNTIME);
  // Answered by the CMS: a miss, an expired or bypassed copy; each UPDATING run is one refresh more.
  const reachedCms = ['MISS', 'EXPIRED', 'BYPASS', 'none'].reduce((sum, key) => sum + (runtime.cacheStatus[key] ?? 0), 0);
  // The same answer straight from the CMS, what every request cost before the cache.
  const straightToCms = await hammer(RUNTIME, stack.cms.url);
  await stack.cms.stop();
  const pageWithoutCms = await fetch(`${siteUrl}/en/about`);
  const runtimeWithoutCms = await fetch(`${siteUrl}${RUNTIME}`);
  const results = {
    server,
    durationSeconds: duration,
    connections: 50,
    page,
    runtime,
    runtimeShareOfPageRate: Number((runtime.requestsPerSecond / page.requestsPerSecond).toFixed(3)),
    runtimeRequestsThatReachedTheCms: reachedCms,
    straightToCms,
    cmsStopped: {
      page: pageWithoutCms.status,
      runtime: runtimeWithoutCms.status,
      runtimeCacheStatus: runtimeWithoutCms.headers.get('x-cache-status'),
      whatsappNumberStillThere: /"number":"\d+"/.test(await runtimeWithoutCms.text()),
    },
    measuredAt: new Date().toISOString(),
  };
  const out = path.join(ROOT, 'bench', 'results', `load-${server}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(`Written to ${path.relative(ROOT, out)}`);
} finally {
  await stack.stop();
}
