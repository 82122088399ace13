import type { Core } from '@strapi/strapi';
import { cmsEnvironment } from '../environment';

/**
 * Creates the first super admin from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists yet.
 * Without them, the first visit to /admin shows Strapi's own registration form.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_FIRSTNAME: firstname, ADMIN_LASTNAME: lastname } = cmsEnvironment();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;

  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing');
  await users.create({
    email,
    password,
    firstname,
    lastname,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[bootstrap] created the first admin ${email}`);
}
