'use strict';
/**
 * Strapi's SQLite client (knex's `better-sqlite3` dialect) requires `better-sqlite3`; this
 * workspace answers that name with the driver that works on the running Node:
 * - Node-API 10 (Node 22.14+ and 24): better-sqlite3 13, built on Node-API, prebuilt in its
 *   package. 12.x crashes on Node 24 (its raw node::ObjectWrap destructor, WiseLibs/better-sqlite3#1515).
 * - Node 20 (Node-API 9, which 13 needs 10 of): better-sqlite3 12, compiled by npm install for
 *   that Node. An optional dependency: where it cannot compile (a newer Node), nothing needs it.
 */
const nodeApi = Number(process.versions.napi);
module.exports = nodeApi >= 10 ? require('better-sqlite3-node-api') : require('better-sqlite3-node-20');
