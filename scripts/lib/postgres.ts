/**
 * A throwaway PostgreSQL cluster on a local port, for the tests: Debian's PostgreSQL binaries
 * (`apt-get install postgresql`), a fresh data folder, started in the foreground and stopped with
 * the tests. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the
 * package creates.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { run, startService } from '@site/runtime/processes';

export const PG_USER = 'strapi';
export const PG_PASSWORD = 'strapi-e2e';

/** The newest Debian PostgreSQL's binaries, or null when PostgreSQL is not installed. */
export function postgresBinaries() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** As root, commands run as the `postgres` user; otherwise as whoever runs the tests. */
function asPostgresUser(command: string, args: string[]) {
  return process.getuid?.() === 0 ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
}

export async function startPostgres({ port, quiet = true }: { port: number; quiet?: boolean }) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), then run the tests again');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-postgres-'));
  const dataDir = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  fs.writeFileSync(passwordFile, PG_PASSWORD);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
    fs.chownSync(passwordFile, uid, gid);
  }
  const init = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    PG_USER,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const initialised = await run(init.command, init.args, { stdio: quiet ? 'ignore' : 'inherit' });
  if (initialised !== 0) throw new Error(`initdb failed (exit ${initialised})`);

  // Durability off: a test database is thrown away, and this makes it several times faster.
  const server = asPostgresUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const serve = () => {
    const started = startService(server.command, server.args, { stdio: quiet ? 'ignore' : 'inherit' });
    alive = true;
    started.child.on('exit', () => {
      alive = false;
    });
    return started;
  };
  let alive = true;
  let service = serve();

  const url = (database: string) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const ready = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!alive) throw new Error('PostgreSQL stopped while starting');
      let answered: string;
      try {
        answered = String((await query('SHOW data_directory')).rows[0]?.data_directory);
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}: ${error}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      // Whoever answers on the port must be this cluster: a server left by a run that was killed
      // takes the port (this one then cannot listen), and its databases are not these tests'.
      // (Another server's folder may not exist here: one in a container, or one whose folder was deleted.)
      const resolved = fs.existsSync(answered) ? fs.realpathSync(answered) : answered;
      if (resolved === fs.realpathSync(dataDir)) return;
      throw new Error(
        `127.0.0.1:${port} is taken by another PostgreSQL (its data in ${answered}; a run that was killed leaves one): stop it, or choose another port`,
      );
    }
  };
  try {
    await ready();
  } catch (error) {
    await service.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    url,
    /** A new, empty database; returns its URL. */
    async createDatabase(name: string) {
      await query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      return url(name);
    },
    /** Stops the server as an operator's restart does (fast shutdown: every connection cut), and starts it again. */
    async restart() {
      await service.stop(15_000, 'SIGINT');
      service = serve();
      await ready();
    },
    async stop() {
      await service.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
