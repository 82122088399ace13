/**
 * Debian's nginx serving the built site: deploy/nginx.conf rendered with Handlebars from the
 * serving policy (deploy/serving-policy.ts) and this machine's folders, and the response headers
 * of deploy/headers.ts rendered as nginx include files (one source for every server). Used by
 * `npm run serve:nginx` and the end-to-end tests behind nginx.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { responseHeaders } from '@site/deploy/headers';
import {
  CMS_CONNECT_TIMEOUT_SECONDS,
  CMS_ROUTES,
  AMBIGUOUS_REQUEST_URI,
  BUILD_INTERNALS,
  HASHED_BUNDLE,
  LANGUAGE_SITES,
  READING_METHODS,
  STATIC_PREFIX,
  notFoundPageOf,
} from '@site/deploy/serving-policy';
import { NGINX_REDIRECT_MAP, NGINX_REDIRECT_SIZES, nginxRedirectMap, nginxRedirectSizes } from '@site/deploy/redirects';
import { PREVIEW_PATH, PREVIEW_PATHS } from '@site/contracts/site-paths';
import { startService, waitForHttp } from '@site/runtime/processes';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'nginx.conf');
const MIME_TYPES = '/etc/nginx/mime.types';

/** The nginx binary (NGINX names another one), or null when nginx is not installed. */
export function nginxBinary() {
  if (process.env.NGINX) return fs.existsSync(process.env.NGINX) ? process.env.NGINX : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx']).toString().trim() || null;
  } catch {
    return null;
  }
}

export const NGINX_MISSING = 'nginx is not installed: apt-get install nginx (Debian), then run this again';

/** `add_header` lines for one kind of answer, from deploy/headers.ts. */
function headerLines(samplePath: string, options: { adminOrigin?: string | null; https?: boolean }) {
  return `${Object.entries(responseHeaders(samplePath, options))
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
}

/** The rendered configuration and its header files. */
export function renderNginxConfig({
  listen,
  siteRoot,
  cmsAddress,
  runDir,
  adminOrigin = null,
  https = false,
  runAsUser = null,
  template = fs.readFileSync(TEMPLATE, 'utf8'),
}: {
  listen: string;
  siteRoot: string;
  cmsAddress: string;
  runDir: string;
  adminOrigin?: string | null;
  https?: boolean;
  runAsUser?: string | null;
  /** deploy/nginx.conf, or a variant of it (a test's). */
  template?: string;
}) {
  // Strict: a value the template names and this does not give is an error, never an empty line.
  const render = Handlebars.compile(template, { noEscape: true, strict: true });
  const conf = render({
    user: runAsUser ? `user ${runAsUser};` : '',
    runDir,
    mimeTypes: MIME_TYPES,
    cmsAddress,
    listen,
    siteRoot,
    headersDir: runDir,
    redirectsDir: runDir,
    previewPaths: PREVIEW_PATHS.source,
    // The serving policy, in nginx's words.
    readingMethodList: READING_METHODS,
    connectTimeoutSeconds: CMS_CONNECT_TIMEOUT_SECONDS,
    cmsRoutes: CMS_ROUTES.map((route) => ({ ...route, maxBodySize: `${Math.ceil(route.maxBodyBytes / 1024)}k` })),
    staticPrefix: STATIC_PREFIX,
    hashedBundle: HASHED_BUNDLE.source,
    buildInternals: BUILD_INTERNALS.source,
    ambiguousRequestUri: AMBIGUOUS_REQUEST_URI,
    defaultNotFoundPage: notFoundPageOf('/'),
    languageSites: LANGUAGE_SITES,
    prefixedLanguages: LANGUAGE_SITES.filter((site) => site.prefix !== ''),
  });
  const options = { adminOrigin, https };
  return {
    conf,
    headers: {
      'headers-page.conf': headerLines('/', options),
      'headers-asset.conf': headerLines(`${STATIC_PREFIX}asset`, options),
      'headers-preview.conf': headerLines(PREVIEW_PATH, options),
    },
  };
}

/** `target`, or its nearest ancestor that exists (the site's release link may come later). */
const existingPath = (target: string) => {
  let current = path.resolve(target);
  while (!fs.existsSync(current) && current !== path.dirname(current)) current = path.dirname(current);
  return current;
};

/** True when every directory above `target` lets other users through and `target` lets them read. */
export function othersCanRead(target: string) {
  const resolved = fs.realpathSync(existingPath(target));
  const parents = [];
  for (let dir = path.dirname(resolved); ; dir = path.dirname(dir)) {
    parents.push(dir);
    if (dir === path.dirname(dir)) break;
  }
  return parents.every((dir) => (fs.statSync(dir).mode & 0o001) !== 0) && (fs.statSync(resolved).mode & 0o005) === 0o005;
}

/**
 * Whom nginx's workers run as, when nginx starts as root (they only read the site): www-data (or
 * nobody), unless the site lies where other users cannot read it (a checkout under /root, a
 * private temporary directory); then the owner of the site's files, who can.
 */
function workerUser(siteRoot: string) {
  if (process.getuid?.() !== 0) return null;
  if (!othersCanRead(siteRoot)) {
    const owner = fs.statSync(existingPath(siteRoot)).uid;
    return execFileSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).trim();
  }
  for (const user of ['www-data', 'nobody']) {
    try {
      execFileSync('id', [user], { stdio: 'ignore' });
      return user;
    } catch {
      // try the next one
    }
  }
  return null;
}

/** The redirect files nginx reads, in the order they are swapped in. */
const REDIRECT_FILES = [NGINX_REDIRECT_SIZES, NGINX_REDIRECT_MAP];

/**
 * Takes a release's redirects (its map and the map's hash sizes) into `runDir`, where the
 * configuration reads them, only when nginx accepts them: `nginx -t` on the configuration with
 * the new files in place of the current ones. Otherwise the files nginx runs on stay (before the
 * first good ones, no redirects), so nginx started or restarted on what a build wrote always
 * starts. A release without redirects has none. Resolves with null, or nginx's reason in one line.
 */
export function adoptRedirects({
  binary,
  runDir,
  confFile,
  siteRoot,
}: {
  binary: string;
  runDir: string;
  confFile: string;
  siteRoot: string;
}): string | null {
  const next = (name: string) => path.join(runDir, `${name}.next`);
  for (const [name, empty] of [
    [NGINX_REDIRECT_SIZES, nginxRedirectSizes([])],
    [NGINX_REDIRECT_MAP, nginxRedirectMap([])],
  ]) {
    const current = path.join(runDir, name);
    if (!fs.existsSync(current)) fs.writeFileSync(current, empty);
    const fromRelease = path.join(siteRoot, name);
    fs.writeFileSync(next(name), fs.existsSync(fromRelease) ? fs.readFileSync(fromRelease) : empty);
  }
  const testConf = path.join(runDir, 'nginx-test.conf');
  let conf = fs.readFileSync(confFile, 'utf8');
  for (const name of REDIRECT_FILES) conf = conf.replaceAll(path.join(runDir, name), next(name));
  fs.writeFileSync(testConf, conf);
  try {
    execFileSync(binary, ['-t', '-q', '-p', runDir, '-c', testConf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? error);
    const reason = output.split('\n').find((line) => /\[(emerg|alert|crit)\]/.test(line)) ?? output.trim().split('\n')[0];
    for (const name of REDIRECT_FILES) fs.rmSync(next(name), { force: true });
    // `2026/11/25 17:40:43 [emerg] 8514#8514: could not build map_hash, …` → what nginx said.
    return reason
      .replace(/^.*?\[(emerg|alert|crit)\]\s+\d+#\d+:\s*/, '')
      .replace(/^nginx: /, '')
      .trim();
  } finally {
    fs.rmSync(testConf, { force: true });
  }
  for (const name of REDIRECT_FILES) fs.renameSync(next(name), path.join(runDir, name));
  return null;
}

/** One line about redirects nginx was not given. */
const refusedRedirectsLine = (siteRoot: string, reason: string) =>
  `✖ nginx keeps its previous redirects: those of ${fs.existsSync(siteRoot) ? fs.realpathSync(siteRoot) : siteRoot} fail nginx's check (${reason})`;

/** Where nginx listens (127.0.0.1:`port`), what it serves, where it passes the CMS routes, where it keeps its files. */
export type NginxOptions = {
  port: number;
  siteRoot: string;
  cmsUrl: string;
  runDir: string;
  adminOrigin?: string | null;
  https?: boolean;
};

/**
 * Renders the configuration and its header files into `runDir` and takes the release's redirects
 * in (when nginx accepts them; else says why in one line, on stderr, and `adopted` is false).
 */
export function prepareNginx({ port, siteRoot, cmsUrl, runDir, adminOrigin = null, https = false }: NginxOptions) {
  const binary = nginxBinary();
  if (!binary) throw new Error(NGINX_MISSING);
  const dir = path.resolve(runDir);
  fs.mkdirSync(dir, { recursive: true });
  const { conf, headers } = renderNginxConfig({
    listen: `127.0.0.1:${port}`,
    siteRoot: path.resolve(siteRoot),
    cmsAddress: new URL(cmsUrl).host,
    runDir: dir,
    adminOrigin,
    https,
    runAsUser: workerUser(siteRoot),
  });
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  for (const [name, content] of Object.entries(headers)) fs.writeFileSync(path.join(dir, name), content);
  /** Takes the release's redirects in; false (and one line) when nginx refuses them. */
  const adopt = () => {
    const refused = adoptRedirects({ binary, runDir: dir, confFile, siteRoot });
    if (refused) console.error(refusedRedirectsLine(siteRoot, refused));
    return !refused;
  };
  return { binary, runDir: dir, confFile, adopt, adopted: adopt() };
}

/**
 * Starts nginx in the foreground on 127.0.0.1:`port`, serving `siteRoot` (followed per request,
 * so a swapped release link is served at once) and passing /api and /uploads to `cmsUrl`.
 */
export async function startNginx({ quiet = false, ...options }: NginxOptions & { quiet?: boolean }) {
  const { port, siteRoot } = options;
  const { binary, runDir, confFile, adopt } = prepareNginx(options);
  const service = startService(binary, ['-p', runDir, '-c', confFile, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let alive = true;
  service.child.on('exit', () => {
    alive = false;
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 20_000, statuses: [200, 404, 503], isAlive: () => alive });
  } catch (error) {
    await service.stop(); // an nginx that never answered is not left behind
    throw error;
  }
  const stopReloading = reloadOnNewRedirects(siteRoot, () => alive && adopt() && service.child.kill('SIGHUP'));
  return {
    url: `http://127.0.0.1:${port}`,
    confFile,
    stop: async () => {
      stopReloading();
      await service.stop();
    },
  };
}

/**
 * nginx reads the release's redirects (its `map`) when it starts or reloads, not per request:
 * when another release is published (the `current` link moves) or its redirects change, `reload`
 * is called (the redirects checked and taken in, then SIGHUP: nginx reloads gracefully, no
 * request is dropped). Checked every `intervalMs`.
 */
export function reloadOnNewRedirects(siteRoot: string, reload: () => unknown, intervalMs = 1000) {
  const version = () => {
    try {
      const release = fs.realpathSync(siteRoot);
      return `${release} ${fs.statSync(path.join(release, NGINX_REDIRECT_MAP)).mtimeMs}`;
    } catch {
      return ''; // nothing published yet, or a build without redirects
    }
  };
  let seen = version();
  const timer = setInterval(() => {
    const now = version();
    if (now === seen) return;
    seen = now;
    reload();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
