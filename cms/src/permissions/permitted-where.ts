import type { Core } from '@strapi/strapi';

/** What this project reads of an admin's ability (CASL, as Strapi builds it from the roles). */
export interface Ability {
  can(action: string, subject?: unknown): boolean;
  rulesFor(action: string, subject: string): Array<{ conditions?: unknown }>;
}

interface PermissionsManager {
  isAllowed: boolean;
  getQuery(): Record<string, unknown> | undefined;
}

/** The ability of the admin whose request this is (none outside an admin's request). */
export const abilityOfRequest = (strapi: Core.Strapi): Ability | undefined =>
  (strapi.requestContext.get() as { state?: { userAbility?: Ability } } | undefined)?.state?.userAbility;

/** Whether every rule that lets the admin `action` on `subject` holds for all of them (no condition, no language). */
export const unconditional = (ability: Ability, action: string, subject: string) => {
  const rules = ability.rulesFor(action, subject);
  return rules.length > 0 && rules.every(({ conditions }) => !conditions || Object.keys(conditions as object).length === 0);
};

/** The rows of `uid` the admin may `action`, as a database condition (the roles' conditions in it); null when they may not at all. */
export function permittedWhere(
  strapi: Core.Strapi,
  ability: Ability,
  action: string,
  uid: string,
): Record<string, unknown> | null {
  const pm = strapi.service('admin::permission').createPermissionsManager({ ability, action, model: uid }) as PermissionsManager;
  if (!pm.isAllowed) return null;
  return pm.getQuery() ?? {};
}
