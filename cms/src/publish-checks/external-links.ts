/**
 * Links to other sites, asked in the background whether they answer (checks before publishing):
 * never on a publish, never waited for. The edit view's panel asks for a version's checks; the
 * links no answer is known for are queued, and the panel asks again until none is pending. What
 * they answered is kept a while for every editor.
 *
 * Asking another site on an editor's word is a request from the CMS's machine, so it never goes to
 * the CMS's own network: an address that is not public (loopback, private, link-local — the cloud's
 * metadata address —, carrier NAT, IPv6 unique-local, IPv4 inside IPv6), written as such or what a
 * name resolves to, is refused before anything is sent, at every redirect too. LINK_CHECK_ALLOW
 * names the exceptions (`host:port`: an intranet's site, the tests' origin). Only the status is read.
 */
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { Agent, buildConnector, interceptors, request, type Dispatcher } from 'undici';
import type { Finding } from './checks';

/** Whether an address is on the public internet (not this machine's network, nor a special range). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  // process() reads an IPv4 address written inside IPv6 (::ffff:127.0.0.1) as the IPv4 one.
  return ipaddr.process(bare).range() === 'unicast';
}

/** What asking a link gave: the status it answered, or why it could not be asked. */
export type LinkAnswer = { status: number } | { failure: 'private' | 'unreachable' | 'timeout' };

/** Why a link is worth a warning, or null: gone (404, 410), the site failing (5xx), not reached, on a private network. */
export function linkProblem(answer: LinkAnswer): 'missing' | 'failing' | 'unreachable' | 'private' | null {
  if ('failure' in answer) return answer.failure === 'timeout' ? 'unreachable' : answer.failure;
  if (answer.status === 404 || answer.status === 410) return 'missing';
  if (answer.status >= 500) return 'failing';
  // 401, 403, 429 and the like: a site refusing robots, not a page a visitor misses.
  return null;
}

/** The warning an answer makes about a link, in both admin languages, or null. */
export function linkFinding(field: string, url: string, answer: LinkAnswer): Finding | null {
  const problem = linkProblem(answer);
  if (!problem) return null;
  const status = 'status' in answer ? answer.status : 0;
  const message = {
    missing: {
      id: `Tautan ke ${url} menjawab ${status}: halaman itu tidak ada (lagi). Periksa alamatnya.`,
      en: `The link to ${url} answers ${status}: that page does not exist (any more). Check the address.`,
    },
    failing: {
      id: `Tautan ke ${url} menjawab ${status}: situs itu sedang bermasalah. Periksa lagi nanti.`,
      en: `The link to ${url} answers ${status}: that site is failing. Check again later.`,
    },
    unreachable: {
      id: `Tautan ke ${url} tidak dapat dihubungi (alamat tidak dikenal atau tidak menjawab).`,
      en: `The link to ${url} cannot be reached (unknown address, or no answer).`,
    },
    private: {
      id: `Tautan ke ${url} menuju jaringan pribadi: pengunjung situs tidak dapat membukanya.`,
      en: `The link to ${url} leads to a private network: the site's visitors cannot open it.`,
    },
  }[problem];
  return { level: 'warning', code: 'external-link', field, message };
}

class PrivateAddressError extends Error {
  readonly code = 'ELINKPRIVATE';
}

/** dns.lookup, keeping only public addresses (none: the private-address error). */
const publicLookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const found = addresses.filter(({ address }) => isPublicAddress(address));
    if (found.length === 0) return callback(new PrivateAddressError(`${hostname} is on a private network`));
    if (options.all) return callback(null, found);
    return callback(null, found[0].address, found[0].family);
  });
  // Node's LookupFunction is an overloaded callback type; this one honours both its forms (all or one).
}) as unknown as LookupFunction;

/** A connector that reaches only public addresses, and the hosts `allowed` names. */
function guardedConnector(allowed: ReadonlySet<string>, timeout: number): buildConnector.connector {
  const guarded = buildConnector({ timeout, lookup: publicLookup } as buildConnector.BuildOptions);
  const plain = buildConnector({ timeout });
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '');
    const port = options.port || (options.protocol === 'https:' ? '443' : '80');
    if (allowed.has(`${host}:${port}`)) return plain(options, callback);
    if (isIP(host) && !isPublicAddress(host)) return callback(new PrivateAddressError(`${host} is private`), null);
    return guarded(options, callback);
  };
}

export interface LinkCheckerOptions {
  /** `host:port` of private hosts that may be asked. */
  allowed?: readonly string[];
  /** How long one ask may take, redirects included (ms). */
  timeout?: number;
  /** How long an answer is kept (ms). */
  keepFor?: number;
}

export interface LinkChecker {
  /** What is known of these links now (findings), and how many are still being asked; the others are queued. */
  status(links: ReadonlyArray<{ field: string; url: string }>): { findings: Finding[]; pending: number };
  /** Ends the connections it holds. */
  close(): Promise<void>;
}

/** Links asked at once, across editors; and at most this many queued. */
const PARALLEL = 4;
const QUEUED_AT_MOST = 200;
/** A version's links asked at most (the rest when the panel asks again). */
const PER_VERSION = 50;

export function createLinkChecker({ allowed = [], timeout = 8000, keepFor = 15 * 60_000 }: LinkCheckerOptions = {}): LinkChecker {
  const agent = new Agent({
    connect: guardedConnector(new Set(allowed), timeout),
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  const dispatcher: Dispatcher = agent.compose(interceptors.redirect({ maxRedirections: 5 }));
  const answers = new LRUCache<string, LinkAnswer>({ max: 5000, ttl: keepFor });
  const asking = new Set<string>();
  const limit = pLimit(PARALLEL);

  async function ask(url: string, method: 'HEAD' | 'GET'): Promise<LinkAnswer> {
    try {
      const response = await request(url, {
        method,
        dispatcher,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; link check before publishing)', accept: '*/*' },
        signal: AbortSignal.timeout(timeout),
      });
      // Only the status counts: the body is read no further than a little, then dropped.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      // A site that refuses HEAD (403, 405, 501) is asked again with GET.
      if (method === 'HEAD' && [403, 405, 501].includes(response.statusCode)) return ask(url, 'GET');
      return { status: response.statusCode };
    } catch (error) {
      const { code, name, cause } = error as { code?: string; name?: string; cause?: { code?: string } };
      if (code === 'ELINKPRIVATE' || cause?.code === 'ELINKPRIVATE') return { failure: 'private' };
      if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
        return { failure: 'timeout' };
      return { failure: 'unreachable' };
    }
  }

  return {
    status(links) {
      const findings: Finding[] = [];
      let pending = 0;
      for (const { field, url } of links.slice(0, PER_VERSION)) {
        const answer = answers.get(url);
        if (answer) {
          const finding = linkFinding(field, url, answer);
          if (finding) findings.push(finding);
          continue;
        }
        pending += 1;
        if (asking.has(url) || asking.size >= QUEUED_AT_MOST) continue;
        asking.add(url);
        void limit(() => ask(url, 'HEAD'))
          .then((found) => answers.set(url, found))
          .finally(() => asking.delete(url));
      }
      return { findings, pending };
    },
    close: () => agent.close(),
  };
}
