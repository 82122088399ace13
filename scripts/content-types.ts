/** `npm run typegen:content-types`: writes contracts/src/content-types.ts from the CMS's schema files. */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, ROOT } from '@site/runtime/config';
import { contentTypesSource } from './lib/content-types-source.ts';

const file = path.join(ROOT, 'contracts', 'src', 'content-types.ts');
fs.writeFileSync(file, contentTypesSource(path.join(CMS_DIR, 'src')));
console.log(`✔ ${path.relative(ROOT, file)} written from cms/src/api/*/content-types/*/schema.json`);
