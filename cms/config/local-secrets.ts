import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets Strapi needs (app keys, salts, JWT secrets). Production sets them as environment
 * variables; on a developer's machine they are generated once and kept in `.tmp/secrets.json`
 * (git-ignored), so `npm install && npm start` needs no setup and the values survive restarts.
 */
const SECRETS_FILE = path.join(process.cwd(), '.tmp', 'secrets.json');

type Secrets = Record<string, string>;

function readSecrets(): Secrets {
  try {
    return JSON.parse(fs.readFileSync(SECRETS_FILE, 'utf8')) as Secrets;
  } catch {
    return {};
  }
}

export function localSecret(name: string): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const secrets = readSecrets();
  if (!secrets[name]) {
    secrets[name] = crypto.randomBytes(32).toString('base64');
    fs.mkdirSync(path.dirname(SECRETS_FILE), { recursive: true, mode: 0o700 });
    fs.writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
