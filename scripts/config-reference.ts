/** `npm run docs:config`: writes docs/configuration.md from the environment contract. */
import fs from 'node:fs';
import path from 'node:path';
import { configurationReference } from '@site/contracts/configuration-reference';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(ROOT, 'docs', 'configuration.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, configurationReference());
console.log(`✔ ${path.relative(ROOT, file)} written from contracts/src/environment.ts`);
