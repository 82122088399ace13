import type { Browser, Page } from 'playwright-core';
import { adminRequest } from './admin';
import { newPage } from './browser';
import { cmsUrl } from './urls';

/** An admin account an editor would have, and its password. */
export interface Account {
  email: string;
  password: string;
}

/** The token an account's login gives, as the admin's login form gets it. */
export async function loginToken(account: Account): Promise<string> {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`login of ${account.email} failed: ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * A new admin account with one of Strapi's roles (Editor by default), as an editor of the site
 * would have; with `language`, the interface language chosen in its profile; named Ana Editor unless told.
 */
export async function editorAccount({
  role = 'strapi-editor',
  language,
  firstname = 'Ana',
  lastname = 'Editor',
}: { role?: string; language?: 'id' | 'en'; firstname?: string; lastname?: string } = {}): Promise<Account> {
  const email = `${role.replace('strapi-', '')}-${Date.now()}@e2e.test`;
  const password = 'E2eEditorRole123!';
  const { data: roles } = (await adminRequest('GET', '/admin/roles')) as { data: Array<{ id: number; code: string }> };
  const { data: user } = (await adminRequest('POST', '/admin/users', {
    firstname,
    lastname,
    email,
    roles: [roles.find(({ code }) => code === role)?.id],
  })) as { data: { registrationToken: string } };
  const response = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: user.registrationToken,
      userInfo: { firstname, lastname, password },
    }),
  });
  if (!response.ok) throw new Error(`editor registration failed: ${response.status}`);
  const account = { email, password };
  if (language) {
    // The editor's choice, as the profile page ("Interface language") stores it.
    const chosen = await fetch(`${cmsUrl}/admin/users/me`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await loginToken(account)}` },
      body: JSON.stringify({ preferedLanguage: language }),
    });
    if (!chosen.ok) throw new Error(`choosing the interface language failed: ${chosen.status}`);
  }
  return account;
}

/** The admin's homepage in Chromium, signed in as `account` through the login form; with the page's errors. */
export async function signedInAdmin(browser: Browser, account: Account, viewport = { width: 1400, height: 1000 }) {
  const opened = await newPage(browser);
  const { page } = opened;
  await page.setViewportSize(viewport);
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel(/Email/).fill(account.email);
  await page
    .getByLabel(/Password/)
    .first()
    .fill(account.password);
  await page.getByRole('button', { name: /Login/ }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  return opened;
}

/** The admin's homepage in Chromium, signed in as `account` through the login form. */
export const adminHome = async (browser: Browser, account: Account): Promise<Page> =>
  (await signedInAdmin(browser, account)).page;
