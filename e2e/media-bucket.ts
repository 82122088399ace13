/**
 * Media on an S3 API, as several machines share them: the PostgreSQL pass runs a real S3 API
 * server (s3rver, from the npm registry) on 127.0.0.1, and every CMS of that pass — the live
 * one, the two instances of e2e/postgres/instances.spec.ts, the restored one of the backup spec —
 * keeps its media in a bucket there, through Strapi's own S3 provider and the AWS SDK.
 */
import fs from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { E2E_S3_PORT } from './environment.ts';

/** The buckets of the pass: the live CMS's, the instance pair's, and the one a backup is restored into. */
export const BUCKETS = { live: 'media', pair: 'media-pair', restored: 'media-restored' } as const;
type Bucket = (typeof BUCKETS)[keyof typeof BUCKETS];

/** s3rver takes this one key pair (its documented default); nothing real is behind it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const endpoint = `http://127.0.0.1:${E2E_S3_PORT}`;

/** Where a bucket's files are fetched from (path style, as the provider's answers name them). */
export const bucketUrl = (bucket: Bucket): string => `${endpoint}/${bucket}`;

/** What a CMS is started with to keep its media in `bucket`. */
export function bucketEnv(bucket: Bucket): Record<string, string> {
  return {
    UPLOAD_PROVIDER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
}

/** Whether this pass keeps the CMS's media in a bucket (global-setup says so to the specs). */
export const onBucket = (): boolean => process.env.E2E_MEDIA === 'bucket';

/** A media library file as the admin API lists it: its address, and each of its sizes' (a picture's). */
export interface LibraryFile {
  url: string;
  formats?: Record<string, { url: string }> | null;
}

/** The addresses of files and of each of their sizes. */
export const fileUrls = (files: readonly LibraryFile[]): string[] =>
  files.flatMap(({ url, formats }) => [url, ...Object.values(formats ?? {}).map((format) => format.url)]);

/** The keys of every object in a bucket. */
export async function objectsIn(bucket: Bucket): Promise<string[]> {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      keys.push(...(page.Contents ?? []).map(({ Key }) => Key ?? ''));
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return keys;
  } finally {
    client.destroy();
  }
}

/**
 * The CORS rule docs/operators.md asks of a real bucket: the admin (a CMS's origin, here any port of
 * 127.0.0.1) may read the files from its pages (the edit dialog's picture, crop, download).
 */
const ADMIN_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>http://127.0.0.1:*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

/** The S3 API server, its files kept in `directory` across a stop and a start (a storage outage). */
export interface BucketServer {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startBucketServer(directory: string): Promise<BucketServer> {
  fs.mkdirSync(directory, { recursive: true });
  let server: S3rver | null = null;
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: '127.0.0.1',
      port: E2E_S3_PORT,
      silent: true,
      directory,
      configureBuckets: Object.values(BUCKETS).map((name) => ({ name, configs: [ADMIN_CORS] })),
    });
    await server.run();
  };
  const stop = async () => {
    // An outage: connections the SDK keeps alive are cut too, not left to serve.
    server?.httpServer?.closeAllConnections();
    await server?.close();
    server = null;
  };
  await start();
  return { start, stop };
}
