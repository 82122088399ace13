import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DOCUMENT_PAGES, documentPagePath, hasDocumentPages, type DocumentPageType } from './document-pages.ts';
import { COMPANIES } from './site-paths.ts';

const CMS_API = path.join(import.meta.dirname, '..', '..', 'cms', 'src', 'api');

test('a document with pages has one at its fields’ address, and none while they name none', () => {
  const slug = 'galangan-batam-menyerahkan-dua-kapal-tunda-kepada-pertamina-lebih-cepat-dari-jadwal';
  assert.equal(documentPagePath('api::news.news', { slug }), `/news/${slug}`);
  assert.equal(documentPagePath('api::news.news', { slug: '' }), null);
  assert.equal(documentPagePath('api::news.news', { slug: null }), null);
  assert.equal(
    documentPagePath('api::management.management', { slug: 'budi-santoso', company: 'mcsi' }),
    '/management-mcsi/budi-santoso',
  );
  assert.equal(documentPagePath('api::management.management', { slug: 'budi-santoso', company: 'lain' }), null);
  assert.equal(documentPagePath('api::management.management', { slug: 'budi-santoso' }), null);
  assert.equal(documentPagePath('api::business-unit.business-unit', { slug: 'samudra' }), null);
  assert.equal(documentPagePath('toString', { slug: 'x' }), null);
  assert.equal(hasDocumentPages('constructor'), false);
  assert.equal(DOCUMENT_PAGES['api::management.management'].shown('budi'), '/management-…/budi');
});

test('each type with pages is one of the CMS’s, and its address is made of its schema’s fields', () => {
  for (const uid of Object.keys(DOCUMENT_PAGES) as DocumentPageType[]) {
    const name = uid.split('.')[1];
    const schema = JSON.parse(fs.readFileSync(path.join(CMS_API, name, 'content-types', name, 'schema.json'), 'utf8')) as {
      kind: string;
      attributes: Record<string, { type: string; enum?: string[] }>;
    };
    assert.equal(schema.kind, 'collectionType', uid);
    assert.ok(schema.attributes.formerSlugs, `${uid} keeps its former slugs (they redirect to its page)`);
    for (const field of DOCUMENT_PAGES[uid].fields) assert.ok(schema.attributes[field], `${uid} has no field ${field}`);
    if ('company' in schema.attributes) assert.deepEqual(schema.attributes.company.enum, [...COMPANIES]);
  }
});
