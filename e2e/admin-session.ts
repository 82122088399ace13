/**
 * The e2e admin's one session, held by the global setup's process for every spec (Strapi limits
 * logins per address, so specs do not log in each). Strapi 5's admin access tokens last 30
 * minutes and the session's refresh token is single-use (each renewal rotates it), so only this
 * process renews: specs ask it for a token through the stack switch (`POST /__admin/token`,
 * e2e/admin.ts), and it renews the token well before it expires.
 */
const REFRESH_COOKIE = 'strapi_admin_refresh';
/** Renewed after this long, well inside Strapi's 30 minutes, so a token handed out stays valid for a spec's calls. */
const RENEW_AFTER_MS = 10 * 60 * 1000;

const refreshTokenOf = (response: Response): string | null =>
  response.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean) ?? null;

export async function openAdminSession(cmsUrl: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...credentials, rememberMe: true }),
  });
  if (!login.ok) throw new Error(`the e2e admin could not log in: ${login.status} ${await login.text()}`);
  let refresh = refreshTokenOf(login);
  if (!refresh) throw new Error('the e2e admin’s login set no refresh cookie');
  let access = ((await login.json()) as { data: { token: string } }).data.token;
  let issuedAt = Date.now();
  let renewing: Promise<string> | null = null;

  const renew = async (): Promise<string> => {
    const response = await fetch(`${cmsUrl}/admin/access-token`, {
      method: 'POST',
      headers: { Cookie: `${REFRESH_COOKIE}=${refresh}` },
    });
    if (!response.ok)
      throw new Error(`the e2e admin's session could not be renewed: ${response.status} ${await response.text()}`);
    refresh = refreshTokenOf(response) ?? refresh;
    access = ((await response.json()) as { data: { token: string } }).data.token;
    issuedAt = Date.now();
    return access;
  };

  return {
    /** An access token valid for at least the next 20 minutes. */
    async token(): Promise<string> {
      if (Date.now() - issuedAt < RENEW_AFTER_MS) return access;
      renewing ??= renew().finally(() => (renewing = null));
      return renewing;
    },
  };
}
