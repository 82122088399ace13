/**
 * The CMS's environment, read through its contract (@site/contracts/environment): every variable
 * the CMS reads has its default and its rule there, once. A value that cannot be right stops the
 * CMS at start with one line naming each variable and what it must be (the first configuration
 * file Strapi loads reads it), not a stack trace or a silent fallback later.
 */
import { CmsEnvironment, ENVIRONMENT_REFUSED, environmentOrExit, readEnvironment } from '@site/contracts/environment';

export type { CmsEnvironment };

/**
 * The environment as the contract reads it. Given an `env` (a test), a wrong value throws;
 * reading the process's own, it stops the CMS with one line.
 */
export function cmsEnvironment(env?: NodeJS.ProcessEnv): CmsEnvironment {
  if (env && env !== process.env) return readEnvironment(CmsEnvironment, env);
  return environmentOrExit(CmsEnvironment, { exitCode: ENVIRONMENT_REFUSED });
}
