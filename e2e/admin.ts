import { adminToken, cmsUrl } from './urls';

/**
 * Calls the CMS admin API as the e2e editor, the way the admin panel does, with the session the
 * global setup opened once (Strapi limits logins per address: every spec logging in would hit it).
 */
export async function adminRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  const token = adminToken;
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}
