import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** SQLite in `.tmp/` by default (nothing to install); PostgreSQL when DATABASE_CLIENT=postgres. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    const url = new URL(env('DATABASE_URL', 'postgres://strapi:strapi@127.0.0.1:5432/strapi'));
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.slice(1)),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};

export default config;
