import type { Core } from '@strapi/strapi';
import { publicActions } from './content-access';

const PERMISSION = 'plugin::users-permissions.permission';

/**
 * The anonymous (public) role reads published content and sends contact messages, nothing else:
 * missing permissions are added, and every other one is removed — users-permissions' own
 * (register, log in, forgot/reset password, e-mail confirmation, OAuth connect: strangers could
 * make the company's SMTP send mail), upload's and i18n's included.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');

  const wanted = new Set(publicActions(strapi));
  const existing: Array<{ id: number; action: string }> = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });

  const unwanted = existing.filter(({ action }) => !wanted.has(action));
  for (const permission of unwanted) {
    await strapi.db.query(PERMISSION).delete({ where: { id: permission.id } });
  }
  const have = new Set(existing.map(({ action }) => action));
  const missing = [...wanted].filter((action) => !have.has(action));
  for (const action of missing) {
    await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
  if (missing.length || unwanted.length) {
    strapi.log.info(`[bootstrap] public role: +${missing.length} permissions, -${unwanted.length} others`);
  }
}
