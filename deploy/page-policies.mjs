// @ts-check
/**
 * After a build: every HTML page gets its own Content-Security-Policy in a <meta> at the top of
 * its <head>, allowing exactly the inline scripts Gatsby wrote into that page (by their SHA-256)
 * and nothing inline besides; `public/_headers` gets the response headers for static hosts
 * (Netlify, Cloudflare Pages). Both from deploy/headers.mjs, like the servers' headers.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControl, contentSecurityPolicy, securityHeaders } from './headers.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE = /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** The contents of a page's inline scripts that a browser runs (not JSON-LD, not src= scripts). */
export function inlineScripts(/** @type {string} */ html) {
  const scripts = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE.test(type)) scripts.push(body);
  }
  return scripts;
}

export const sha256 = (/** @type {string} */ text) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with its policy as the first element of <head> after the charset (replacing an earlier one). */
export function withPolicy(/** @type {string} */ html, /** @type {string} */ policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}

/** The HTML pages under a folder (Gatsby also names page-data folders `404.html`). */
const htmlFiles = (/** @type {string} */ dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && fs.statSync(path.join(dir, file)).isFile());

/**
 * @param {string} publicDir
 * @param {{ cmsOrigin?: string | null, mediaOrigin?: string | null, recaptcha?: boolean }} options
 * @returns {number} how many pages got their policy
 */
export function writePagePolicies(publicDir, { cmsOrigin = null, mediaOrigin = null, recaptcha = false }) {
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, 'utf8');
    const scriptHashes = [...new Set(inlineScripts(html).map(sha256))].sort();
    const updated = withPolicy(html, contentSecurityPolicy({ scriptHashes, cmsOrigin, mediaOrigin, recaptcha }));
    if (updated !== html) fs.writeFileSync(full, updated);
    pages += 1;
  }
  return pages;
}

/**
 * `_headers` for static hosts: these hosts combine every rule that matches a path, so one rule
 * holds the headers of every page, framing included: there, every page may be framed by the CMS
 * admin (the preview needs it; nginx and npm start's server allow it on preview pages only).
 * @param {{ adminOrigin?: string | null }} options
 */
export function staticHostHeaders({ adminOrigin = null }) {
  const block = (/** @type {string} */ pattern, /** @type {Record<string, string>} */ headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // The preview's framing rule on every page (these hosts cannot exempt one path); no noindex here.
  const everywhere = Object.fromEntries(
    Object.entries(securityHeaders('/preview', { adminOrigin, https: true })).filter(([name]) => name !== 'X-Robots-Tag'),
  );
  const preview = { 'Cache-Control': cacheControl('/preview'), 'X-Robots-Tag': 'noindex, nofollow' };
  return [
    '# Written by the build (deploy/page-policies.mjs) from deploy/headers.mjs: edit those, not this file.',
    block('/*', everywhere),
    block('/static/*', { 'Cache-Control': cacheControl('/static/x') }),
    block('/*.js', { 'Cache-Control': cacheControl('/app-0000000000000000.js') }),
    block('/page-data/*', { 'Cache-Control': cacheControl('/page-data/x') }),
    ...['/preview', '/en/preview', '/page-data/preview/*', '/page-data/en/preview/*'].map((pattern) => block(pattern, preview)),
    '',
  ].join('\n');
}
