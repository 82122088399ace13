/**
 * `npm run test:unit [-- FILE…]`: the unit tests, Jest's and Node's runner's (scripts/lib/unit-tests.ts),
 * all of them, or the files named (each by the runner it belongs to; a folder or a name Jest
 * matches goes to Jest). Exits with the first failing runner's code.
 */
import path from 'node:path';
import { ROOT } from '@site/runtime/config';
import { run } from '@site/runtime/processes';
import { nodeTestFiles, splitByRunner } from './lib/unit-tests.ts';

const named = process.argv.slice(2).map((file) => (path.isAbsolute(file) ? path.relative(ROOT, file) : file));
const { node, jest } = named.length ? splitByRunner(named) : { node: nodeTestFiles(ROOT), jest: [] };
const runJest = named.length === 0 || jest.length > 0;

let code = 0;
if (runJest) code ||= await run(path.join(ROOT, 'node_modules', '.bin', 'jest'), jest, { cwd: ROOT });
if (node.length) code ||= await run(process.execPath, ['--test', ...node], { cwd: ROOT });
process.exit(code);
