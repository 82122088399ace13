import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { postgresConnection, usesPostgres, type PostgresConnection } from '../src/database/connection';
import { ensurePrivateFile } from '../src/database/private-file';
import { cmsEnvironment } from '../src/environment';

/** A malformed DATABASE_URL stops the CMS with one line that says what to fix, not a stack trace. */
function postgresOrExit(): PostgresConnection {
  try {
    return postgresConnection();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    return process.exit(1);
  }
}

/** SQLite in `.tmp/` by default (nothing to install); PostgreSQL when DATABASE_CLIENT=postgres. */
const config = (): Core.Config.Database => {
  const read = cmsEnvironment();
  if (usesPostgres()) {
    return {
      connection: {
        client: 'postgres',
        connection: postgresOrExit(),
        pool: { min: read.DATABASE_POOL_MIN, max: read.DATABASE_POOL_MAX },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      // Readable by the CMS's user only: it holds visitors' contact messages (src/database).
      connection: { filename: ensurePrivateFile(path.resolve(process.cwd(), read.DATABASE_FILENAME)) },
      useNullAsDefault: true,
    },
  };
};

export default config;
