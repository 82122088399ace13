import { errors } from '@strapi/utils';

/**
 * `POST /admin/permissions/check` needs the list of permissions to check; Strapi's own validation
 * lets a body without it through, and the check then fails with a 500. Answered 400 instead.
 */
export default (context: { request?: { body?: unknown } }): boolean => {
  const { permissions } = (context.request?.body ?? {}) as { permissions?: unknown };
  if (!Array.isArray(permissions)) throw new errors.ValidationError('permissions: give the list of permissions to check.');
  return true;
};
