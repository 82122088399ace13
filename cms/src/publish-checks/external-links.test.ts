/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLinkChecker, isPublicAddress, linkProblem, type LinkChecker } from './external-links';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // the cloud's metadata address
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['[::1]', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['2002:7f00:1::1', false], // 6to4 around 127.0.0.1
    ['64:ff9b::7f00:1', false], // NAT64 around 127.0.0.1
    ['localhost', false],
    ['2130706433', false],
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('linkProblem', () => {
  it.each([
    [{ status: 200 }, null],
    [{ status: 204 }, null],
    [{ status: 401 }, null],
    [{ status: 403 }, null],
    [{ status: 429 }, null],
    [{ status: 404 }, 'missing'],
    [{ status: 410 }, 'missing'],
    [{ status: 500 }, 'failing'],
    [{ status: 503 }, 'failing'],
    [{ failure: 'unreachable' as const }, 'unreachable'],
    [{ failure: 'timeout' as const }, 'unreachable'],
    [{ failure: 'private' as const }, 'private'],
  ])('%j → %s', (answer, expected) => expect(linkProblem(answer)).toBe(expected));
});

/** A server on 127.0.0.1 answering by path, counting what reached it. */
async function server(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const hits: string[] = [];
  const listening = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as AddressInfo;
  return { port, hits, close: () => new Promise<void>((resolve) => listening.close(() => resolve())) };
}

/** Asks until nothing is pending, then gives the findings by address. */
async function settled(checker: LinkChecker, urls: string[]) {
  const links = urls.map((url) => ({ field: 'body', url }));
  for (let tries = 0; tries < 200; tries += 1) {
    const { findings, pending } = checker.status(links);
    if (pending === 0) return findings;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the links were never all answered');
}

describe('createLinkChecker', () => {
  let site: Awaited<ReturnType<typeof server>>;
  let internal: Awaited<ReturnType<typeof server>>;
  let checker: LinkChecker;
  beforeAll(async () => {
    internal = await server((_request, response) => response.end('secret'));
    site = await server((request, response) => {
      const [, path] = /^\/([\w-]*)/.exec(request.url ?? '/') ?? [];
      if (path === 'gone') return void response.writeHead(404).end();
      if (path === 'failing') return void response.writeHead(503).end();
      if (path === 'robots-refused') return void response.writeHead(403).end();
      if (path === 'no-head') return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
      if (path === 'to-internal')
        return void response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
      if (path === 'to-gone') return void response.writeHead(301, { location: '/gone' }).end();
      if (path === 'silent') return; // never answers
      response.end('ok');
    });
    checker = createLinkChecker({ allowed: [`127.0.0.1:${site.port}`], timeout: 500 });
  });
  afterAll(async () => {
    await checker.close();
    await site.close();
    await internal.close();
  });

  it('warns of a link that is gone, a failing site, one never answering; not of a page that answers', async () => {
    const base = `http://127.0.0.1:${site.port}`;
    const findings = await settled(checker, [
      `${base}/ok`,
      `${base}/gone`,
      `${base}/failing`,
      `${base}/robots-refused`,
      `${base}/no-head`,
      `${base}/to-gone`,
      `${base}/silent`,
    ]);
    expect(findings.map((finding) => finding.message.en.split(' answers')[0].split(' cannot')[0]).sort()).toEqual([
      `The link to ${base}/failing`,
      `The link to ${base}/gone`,
      `The link to ${base}/silent`,
      `The link to ${base}/to-gone`,
    ]);
    expect(findings.every((finding) => finding.level === 'warning' && finding.code === 'external-link')).toBe(true);
    expect(site.hits).toContain('GET /no-head');
  });

  it('never sends a request to a private address: written, resolved from a name, or redirected to', async () => {
    const findings = await settled(checker, [
      `http://127.0.0.1:${internal.port}/admin`,
      `http://localhost:${internal.port}/admin`,
      `http://[::ffff:127.0.0.1]:${internal.port}/admin`,
      `http://127.0.0.1:${site.port}/to-internal`,
      'http://169.254.169.254/latest/meta-data/',
    ]);
    expect(findings).toHaveLength(5);
    expect(findings.every((finding) => finding.message.en.includes('private network'))).toBe(true);
    expect(internal.hits).toEqual([]);
  });

  it('asks each link once while it is pending, and keeps its answer', async () => {
    const url = `http://127.0.0.1:${site.port}/once`;
    const before = site.hits.length;
    checker.status([{ field: 'body', url }]);
    checker.status([{ field: 'body', url }]);
    await settled(checker, [url]);
    await settled(checker, [url]);
    expect(site.hits.length - before).toBe(1);
  });
});
