import proxyAddr from 'proxy-addr';
import { cmsEnvironment } from '../environment';

/** npm start's server and an nginx on this machine connect from here. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/**
 * Which peers may tell the CMS a visitor's address (X-Forwarded-For) and scheme: with
 * TRUST_PROXY=true, the proxies listed in TRUSTED_PROXIES (addresses or CIDR ranges, comma
 * separated; by default this machine's own 127.0.0.1 and ::1); without it, nobody. A caller that
 * reaches the CMS directly — the admin's login, the content API — is then counted by the address
 * it connects from, whatever it writes in the header. Throws one line on a malformed list.
 */
export function forwardedHeadersTrust(env: NodeJS.ProcessEnv = process.env): (peer: string) => boolean {
  const { TRUST_PROXY, TRUSTED_PROXIES } = cmsEnvironment(env);
  if (!TRUST_PROXY) return () => false;
  const list = (TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let trust: (address: string, hop: number) => boolean;
  try {
    trust = proxyAddr.compile(list.length ? list : DEFAULT_TRUSTED_PROXIES);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must list IP addresses or ranges (${error instanceof Error ? error.message : error})`);
  }
  return (peer) => Boolean(peer) && trust(peer, 0);
}

/** The headers a proxy sets about the visitor, dropped when anyone else sends them. */
export const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];
