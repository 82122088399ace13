/**
 * History at scale, on a throwaway CMS of its own (SQLite, port 1359):
 * - what keeping the versions adds to a save: the CMS's `Server-Timing: history` of each save
 *   (the recorder's own time, apart from the write), and the save's whole time;
 * - a document's history list and a comparison, with 1,000 versions of it kept;
 * - the activity log's first page, a filtered page and a person's filter list, with 100,000 lines.
 *
 *   npm run bench:history [-- VERSIONS LINES]      # writes bench/results/history.json
 *
 * Goals (issue 52): the list and the log open in under 300 ms; a save costs at most 20 ms more.
 * The log's lines are written straight into the database (100,000 saves would take an hour);
 * the versions are made by saves, as editors make them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { CMS_DIR, ROOT } from '@site/runtime/config';
import { median } from './lib/median.ts';
import { BENCH_ADMIN, startBenchCms } from './lib/stack.ts';

const VERSIONS = Number(process.argv[2] || 1000);
const LINES = Number(process.argv[3] || 100_000);
const RUNS = 20;
const NEWS = '/content-manager/collection-types/api::news.news';

const { url, stop } = await startBenchCms({ name: 'history', port: 1359 });
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)];
const round = (value: number) => Math.round(value * 10) / 10;

try {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()).data as { token: string };
  const call = async (method: string, route: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`);
    const history = [...(response.headers.get('server-timing') ?? '').matchAll(/history;dur=([\d.]+)/g)].reduce(
      (total, [, dur]) => total + Number(dur),
      0,
    );
    return { ms, history, body: JSON.parse(text) as Record<string, unknown> };
  };
  const timed = async (route: string) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push((await call('GET', route)).ms);
    return { medianMs: round(median(times)), p95Ms: round(percentile(times, 0.95)) };
  };

  // A news article, saved until it has VERSIONS versions; each save's cost noted.
  const created = await call('POST', `${NEWS}?locale=id`, {
    title: 'PT Mercusuar Energi Samudra menandatangani kontrak pemeliharaan anjungan lepas pantai Blok Mahakam',
    slug: `kontrak-pemeliharaan-anjungan-blok-mahakam-${Date.now()}`,
    date: '2026-11-20',
    body: 'Kontrak ditandatangani di Jakarta.',
    seo: { metaTitle: 'Kontrak pemeliharaan', metaDescription: 'Kontrak lima tahun.' },
  });
  const { documentId } = created.body.data as { documentId: string };
  const saves: number[] = [];
  const recorder: number[] = [];
  for (let save = 1; save < VERSIONS; save += 1) {
    const saved = await call('PUT', `${NEWS}/${documentId}?locale=id`, {
      body: `Kontrak ditandatangani di Jakarta.\n\nPerubahan ke-${save}: jadwal kerja dan daftar kapal pendukung diperbarui.`,
    });
    saves.push(saved.ms);
    recorder.push(saved.history);
    if (save % 200 === 0)
      console.log(`${save} saves: median ${median(saves).toFixed(1)} ms, history ${median(recorder).toFixed(1)} ms`);
  }
  const versionsRoute = `/history/versions?uid=api::news.news&documentId=${documentId}&locale=id`;
  const list = (await call('GET', versionsRoute)).body as { data: Array<{ id: number }>; meta: { total: number } };
  const versionList = await timed(versionsRoute);
  const comparison = await timed(`/history/versions/${list.data[0].id}?compare=${list.data.at(-1)?.id}`);

  // The activity log with LINES lines, written into the database in one transaction.
  const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
  const Database = cmsRequire('better-sqlite3') as new (file: string) => {
    prepare(sql: string): { run(...values: unknown[]): unknown };
    transaction(run: () => void): () => void;
    close(): void;
  };
  const dataDir = path.join(CMS_DIR, '.tmp', 'bench', 'history');
  const file = fs.readdirSync(dataDir).find((name) => name.endsWith('.db'));
  if (!file) throw new Error(`no SQLite database in ${dataDir}`);
  const database = new Database(path.join(dataDir, file));
  const insert = database.prepare(
    'INSERT INTO site_activity_log (kind, action, by_id, by_name, content_type, related_document_id, locale, subject, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const now = Date.now();
  database.transaction(() => {
    for (let line = 0; line < LINES; line += 1)
      insert.run(
        line % 10 === 0 ? 'access' : 'content',
        line % 10 === 0 ? 'auth.login' : 'document.save',
        (line % 25) + 100,
        `Editor ${line % 25}`,
        'api::news.news',
        `dokumen${line % 5000}`,
        line % 2 ? 'id' : 'en',
        `Berita ke-${line % 5000} tentang pemeliharaan anjungan lepas pantai`,
        now - (LINES - line) * 60_000,
      );
  })();
  database.close();
  const logFirstPage = await timed('/history/activity?pageSize=50');
  const logFiltered = await timed('/history/activity?pageSize=50&by=107&documentId=dokumen1207');
  const logDays = await timed(`/history/activity?pageSize=50&from=${new Date(now - 30 * 86_400_000).toISOString().slice(0, 10)}`);

  const result = {
    versions: list.meta.total,
    logLines: LINES,
    save: {
      runs: saves.length,
      medianMs: round(median(saves)),
      p95Ms: round(percentile(saves, 0.95)),
      historyMedianMs: round(median(recorder)),
      historyP95Ms: round(percentile(recorder, 0.95)),
    },
    versionList,
    comparison,
    logFirstPage,
    logFiltered,
    logDays,
    measuredAt: new Date().toISOString(),
  };
  fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'history.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stop();
}
