import { errors } from '@strapi/utils';

/**
 * A route one of Strapi's packages registers that this CMS does not offer to anyone (each named,
 * with why, in src/permissions/route-policies.ts): 403 with one line.
 */
export default (): boolean => {
  throw new errors.PolicyError('This CMS does not offer this route.');
};
