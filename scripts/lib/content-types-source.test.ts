import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CMS_DIR, ROOT } from '@site/runtime/config';
import { contentTypeNames, contentTypesSource } from './content-types-source.ts';

const committed = path.join(ROOT, 'contracts', 'src', 'content-types.ts');

describe('contracts/src/content-types.ts', () => {
  it('is what the CMS schema files write now (npm run typegen:content-types)', () => {
    assert.equal(fs.readFileSync(committed, 'utf8'), contentTypesSource(path.join(CMS_DIR, 'src')));
  });

  it('names every content type the CMS has, once', () => {
    const folders = fs.readdirSync(path.join(CMS_DIR, 'src', 'api')).flatMap((api) => {
      const types = path.join(CMS_DIR, 'src', 'api', api, 'content-types');
      return fs.existsSync(types) ? fs.readdirSync(types).map((type) => `api::${api}.${type}`) : [];
    });
    const names = contentTypeNames(path.join(CMS_DIR, 'src'));
    assert.deepEqual(names.map((type) => type.uid).sort(), folders.sort());
    assert.equal(new Set(names.map((type) => type.key)).size, names.length);
  });
});

describe('contentTypeNames', () => {
  const cms = (schemas: Record<string, object>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-types-'));
    for (const [folder, schema] of Object.entries(schemas)) {
      const [api, type] = folder.split('/');
      fs.mkdirSync(path.join(dir, 'api', api, 'content-types', type), { recursive: true });
      fs.writeFileSync(path.join(dir, 'api', api, 'content-types', type, 'schema.json'), JSON.stringify(schema));
    }
    fs.mkdirSync(path.join(dir, 'api', 'routes-only', 'routes'), { recursive: true });
    return dir;
  };

  it('derives the key, the uid and the node name from the singular name, as the source plugin names nodes', () => {
    const dir = cms({
      'job-opening/job-opening': {
        kind: 'collectionType',
        info: { singularName: 'job-opening' },
        options: { draftAndPublish: true },
        pluginOptions: { i18n: { localized: true } },
      },
      'inbox/contact-message': { kind: 'collectionType', info: { singularName: 'contact-message' } },
    });
    try {
      assert.deepEqual(contentTypeNames(dir), [
        {
          key: 'contactMessage',
          uid: 'api::inbox.contact-message',
          gatsbyType: null,
          kind: 'collectionType',
          localized: false,
          draftAndPublish: false,
        },
        {
          key: 'jobOpening',
          uid: 'api::job-opening.job-opening',
          gatsbyType: 'StrapiJobOpening',
          kind: 'collectionType',
          localized: true,
          draftAndPublish: true,
        },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
