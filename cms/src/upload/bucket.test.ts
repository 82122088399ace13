/**
 * @jest-environment node
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { bucketFailure, bucketPlace, checkBucket, type BucketSettings } from './bucket';
import { objectHeaders } from './bucket-provider';
import { ALLOWED_EXTENSIONS } from './content-check';
import { uploadResponseHeaders } from './file-types';
import { storageMessage, storageMessagesIndonesian, type BucketFailure } from './storage-messages';

/**
 * The start's bucket check, against a real S3 API server (s3rver) on 127.0.0.1: every way a
 * bucket can fail is told apart, in one line naming what to check, and never shows a secret.
 */
const PORT = 9028;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-test-'));
let server: S3rver;
/** A server that accepts connections and never answers. */
let silent: net.Server;
let silentPort = 0;
const sockets: net.Socket[] = [];

const settings = (change: Partial<BucketSettings> = {}, bucket = 'media'): BucketSettings => ({
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${PORT}`,
  forcePathStyle: true,
  params: { Bucket: bucket, ACL: 'public-read' },
  ...change,
});

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: PORT, silent: true, directory, configureBuckets: [{ name: 'media' }] });
  await server.run();
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.httpServer?.closeAllConnections();
  await server.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('the bucket check at start', () => {
  it('passes a bucket that exists and takes the credentials', async () => {
    expect(await checkBucket(settings())).toBeNull();
  });

  it.each<[string, () => BucketSettings, RegExp]>([
    [
      'wrong credentials',
      // s3rver checks the key's id, not the signature: the id is what is wrong here.
      () => settings({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret-value' } }),
      /^the media bucket "media" at http:\/\/127\.0\.0\.1:\d+ refused the CMS's credentials \(HTTP 403[^)]*\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
    ],
    [
      'a bucket that does not exist',
      () => settings({}, 'no-such-bucket'),
      /^the media bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist: create it, or check S3_BUCKET$/,
    ],
    [
      'nothing listening',
      () => settings({ endpoint: 'http://127.0.0.1:9' }),
      /^the media bucket "media" at http:\/\/127\.0\.0\.1:9 cannot be reached \(ECONNREFUSED\): check S3_ENDPOINT and that the storage answers from this machine$/,
    ],
  ])('refuses %s in one line naming what to check', async (_case, make, line) => {
    const problem = await checkBucket(make());
    expect(problem).toMatch(line);
    expect(problem).not.toContain('not-the-secret-value');
  });

  it('gives up on a server that never answers, and says so', async () => {
    const started = Date.now();
    const problem = await checkBucket(settings({ endpoint: `http://127.0.0.1:${silentPort}` }), 500);
    expect(problem).toMatch(/cannot be reached \(no answer in time\)/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names where the bucket is as an operator set it', () => {
    expect(bucketPlace({ region: 'ap-southeast-3' })).toBe('AWS S3 (ap-southeast-3)');
    expect(bucketPlace({ region: 'auto', endpoint: 'https://abc.r2.cloudflarestorage.com' })).toBe(
      'https://abc.r2.cloudflarestorage.com',
    );
  });

  it('tells a server error from the rest', () => {
    expect(bucketFailure({ name: 'InternalError', $metadata: { httpStatusCode: 503 } })).toBe('failed');
    expect(bucketFailure({ name: 'InvalidAccessKeyId', $metadata: {} })).toBe('refused');
    expect(bucketFailure({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } })).toBe('missing');
    expect(bucketFailure(Object.assign(new Error('getaddrinfo ENOTFOUND media.invalid'), { code: 'ENOTFOUND' }))).toBe(
      'unreachable',
    );
    expect(bucketFailure(new TypeError('not a bucket failure'))).toBe('failed');
  });
});

describe('what the editor reads when the bucket fails', () => {
  const failures: BucketFailure[] = ['unreachable', 'refused', 'missing', 'failed'];
  const rows = failures.flatMap((failure) => (['saved', 'deleted'] as const).map((action) => [failure, action] as const));

  it.each(rows)('%s, a file not %s: one sentence in each language, the admin finds the Indonesian one', (failure, action) => {
    const english = storageMessage(failure, action);
    const indonesian = storageMessage(failure, action, 'id');
    expect(english).toMatch(new RegExp(`^The file was not ${action}: .+\\.$`));
    expect(indonesian).toMatch(/^Berkas tidak (disimpan|dihapus): .+\.$/);
    expect(storageMessagesIndonesian()[`upload.apiError.${english}`]).toBe(indonesian);
  });

  it('has a different sentence for every case', () => {
    expect(new Set(rows.map(([failure, action]) => storageMessage(failure, action))).size).toBe(rows.length);
    expect(Object.keys(storageMessagesIndonesian())).toHaveLength(rows.length);
  });
});

describe('a file in the bucket', () => {
  it.each(ALLOWED_EXTENSIONS)('%s is stored to be shown or downloaded as the CMS serves it from its disk', (extension) => {
    const fromDisk = uploadResponseHeaders(`file${extension}`)['Content-Disposition'];
    expect(objectHeaders({ ext: extension, name: `Laporan Tahunan${extension}` }).ContentDisposition).toBe(fromDisk);
  });
});
