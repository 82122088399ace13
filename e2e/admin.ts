import { admin, cmsUrl } from './urls';

let token: string | null = null;

/** Calls the CMS admin API as the e2e editor (logged in once), the way the admin panel does. */
export async function adminRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  if (!token) {
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}
