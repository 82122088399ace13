import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets Strapi needs (app keys, salts, JWT secrets, the preview's). Production sets them as
 * environment variables; on a developer's machine they come from `.tmp/secrets.json` (git-ignored),
 * so `npm install && npm start` needs no setup and the values survive restarts.
 *
 * Two CMS instances started together from one folder must agree on every secret (the build token
 * one encrypts, the other reads back), so the file is never rewritten: it is made once, whole,
 * holding one random seed — written aside and linked into place, which fails when another instance
 * linked its own first, whose file is then read — and each secret is derived from the seed by its
 * name. A file written before the seed existed keeps its secrets; a name it lacks is derived from
 * its content, the same for every instance.
 */
const SECRETS_FILE = path.join(process.cwd(), '.tmp', 'secrets.json');

type Secrets = Record<string, string>;

function readSecrets(): Secrets | null {
  let text;
  try {
    text = fs.readFileSync(SECRETS_FILE, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return JSON.parse(text) as Secrets;
  } catch {
    throw new Error(`${SECRETS_FILE} is not JSON: remove it (the CMS makes a new one) or set the secrets in the environment`);
  }
}

/** The secrets file, made by this instance or by whichever made it first. */
function secretsFile(): Secrets {
  const existing = readSecrets();
  if (existing) return existing;
  fs.mkdirSync(path.dirname(SECRETS_FILE), { recursive: true, mode: 0o700 });
  const aside = `${SECRETS_FILE}.${process.pid}-${crypto.randomUUID()}`;
  fs.writeFileSync(aside, JSON.stringify({ seed: crypto.randomBytes(32).toString('base64') }, null, 2), { mode: 0o600 });
  try {
    fs.linkSync(aside, SECRETS_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return readSecrets() ?? {};
}

export function localSecret(name: string): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const secrets = secretsFile();
  if (secrets[name]) return secrets[name];
  const seed =
    secrets.seed ??
    crypto
      .createHash('sha256')
      .update(JSON.stringify(Object.entries(secrets).sort()))
      .digest('base64');
  return crypto.createHmac('sha256', seed).update(name).digest('base64');
}
