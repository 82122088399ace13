import fs from 'node:fs';
import { buildTokenFile, cmsUrl } from './urls';

const token = () => fs.readFileSync(buildTokenFile, 'utf8').trim();

describe('CMS permissions', () => {
  it('lets anonymous visitors read published content in both languages', async () => {
    for (const locale of ['id', 'en']) {
      const response = await fetch(`${cmsUrl}/api/whatsapp?locale=${locale}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { number: string; locale: string } };
      expect(data.locale).toBe(locale);
    }
  });

  it('does not let anonymous visitors change content', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', slug: 'x', date: '2026-01-01' } }),
    });
    expect([403, 404, 405]).toContain(response.status);
  });

  it('never exposes contact messages, not even to the build token', async () => {
    expect((await fetch(`${cmsUrl}/api/contact-messages`)).status).toBeGreaterThanOrEqual(403);
    const withToken = await fetch(`${cmsUrl}/api/contact-messages`, { headers: { Authorization: `Bearer ${token()}` } });
    expect(withToken.status).toBeGreaterThanOrEqual(403);
  });

  it('accepts the build token for reading content', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items?locale=en`, { headers: { Authorization: `Bearer ${token()}` } });
    expect(response.status).toBe(200);
  });

  it('refuses an invalid token', async () => {
    const response = await fetch(`${cmsUrl}/api/news-items`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
  });
});
