// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

// Resolved as Strapi's database layer resolves it: knex's better-sqlite3 dialect require()s it.
const fromKnex = createRequire(createRequire(import.meta.url).resolve('knex'));

test('knex finds this workspace as better-sqlite3, and it picks the driver made for this Node', () => {
  assert.equal(fromKnex.resolve('better-sqlite3'), createRequire(import.meta.url).resolve('./index.js'));
  // Node-API 10 (Node 22.14+, 24): better-sqlite3 13; Node 20: 12.
  const [name, major] = Number(process.versions.napi) >= 10 ? ['better-sqlite3-node-api', 13] : ['better-sqlite3-node-20', 12];
  assert.equal(fromKnex('better-sqlite3'), fromKnex(name));
  assert.equal(Number(fromKnex(`${name}/package.json`).version.split('.')[0]), major);
});

test(`the CMS's SQLite client writes, reads and closes a database file on Node ${process.version}`, async () => {
  const knex = fromKnex('knex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
  const db = knex({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'data.db') }, useNullAsDefault: true });
  try {
    await db.raw('PRAGMA journal_mode = WAL');
    await db.schema.createTable('articles', (table) => {
      table.increments('id');
      table.string('title');
    });
    await db('articles').insert([{ title: 'Berita' }, { title: 'News' }]);
    const statement = await db('articles').count({ count: '*' }).first();
    assert.equal(Number(statement?.count), 2);
    assert.deepEqual(await db('articles').where({ id: 2 }).pluck('title'), ['News']);
  } finally {
    // Statements are finalised here: where better-sqlite3 12 crashed on Node 24.
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
