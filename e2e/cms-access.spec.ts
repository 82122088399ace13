import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { adminRequest } from './admin';
import { buildTokenFile, cmsUrl } from './urls';

const token = () => fs.readFileSync(buildTokenFile, 'utf8').trim();

/** What a stranger sends to users-permissions' routes: a new account, a login, a password reset. */
const STRANGER = {
  username: 'stranger',
  email: 'stranger@example.com',
  identifier: 'stranger@example.com',
  password: 'Stranger-Passw0rd',
  passwordConfirmation: 'Stranger-Passw0rd',
  code: 'x',
};

test.describe('CMS permissions', () => {
  test('lets anonymous visitors read published content in both languages', async () => {
    for (const locale of ['id', 'en']) {
      const response = await fetch(`${cmsUrl}/api/whatsapp?locale=${locale}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { number: string; locale: string } };
      expect(data.locale).toBe(locale);
    }
  });

  test('does not let anonymous visitors change content', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', slug: 'x', date: '2026-01-01' } }),
    });
    expect([403, 404, 405]).toContain(response.status);
  });

  test('never exposes contact messages, not even to the build token', async () => {
    expect((await fetch(`${cmsUrl}/api/contact-messages`)).status).toBeGreaterThanOrEqual(403);
    const withToken = await fetch(`${cmsUrl}/api/contact-messages`, { headers: { Authorization: `Bearer ${token()}` } });
    expect(withToken.status).toBeGreaterThanOrEqual(403);
  });

  test('answers no plugin route to anonymous callers: nobody registers, logs in, resets a password or lists users', async () => {
    // Every content-API route of every plugin, as the CMS itself lists them for its Roles editor.
    const { routes } = (await adminRequest('GET', '/users-permissions/routes')) as {
      routes: Record<string, Array<{ method: string; path: string }>>;
    };
    const pluginRoutes = Object.entries(routes)
      .filter(([owner]) => owner.startsWith('plugin::'))
      .flatMap(([, list]) => list);
    expect(pluginRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/local/register', 'POST /api/auth/forgot-password', 'GET /api/users']),
    );
    const answered: string[] = [];
    for (const route of pluginRoutes) {
      const path = route.path.replace(/:\w+/g, '1').replace('(.*)', 'github');
      const response = await fetch(`${cmsUrl}${path}`, {
        method: route.method,
        headers: { 'Content-Type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(STRANGER),
        redirect: 'manual',
      });
      if (![403, 404, 405].includes(response.status)) answered.push(`${route.method} ${path} → ${response.status}`);
    }
    expect(answered).toEqual([]);
  });

  test('accepts the build token for reading content', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items?locale=en`, { headers: { Authorization: `Bearer ${token()}` } });
    expect(response.status).toBe(200);
  });

  test('refuses an invalid token', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
  });

  test('keeps one API token, the read-only build token: none of the ones Strapi makes by itself on a first boot', async () => {
    const { data } = (await adminRequest('GET', '/admin/api-tokens')) as { data: Array<{ name: string; type: string }> };
    expect(data.map(({ name, type }) => `${name} (${type})`)).toEqual(['Static site build (read-only) (custom)']);
  });

  // The SQLite pass: the database file holds visitors' messages; the secrets and the token beside it.
  test('keeps its data files readable by its own user only', () => {
    test.skip(process.env.E2E_DATABASE === 'postgres', 'SQLite’s files: the SQLite pass');
    const dataDir = path.dirname(buildTokenFile);
    const files = fs.readdirSync(dataDir).filter((name) => /\.db(-wal|-shm|-journal)?$|build-token/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const name of files)
      expect(`${name} ${(fs.statSync(path.join(dataDir, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);
  });
});
