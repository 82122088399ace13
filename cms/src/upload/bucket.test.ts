/**
 * @jest-environment node
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { bucketFailure, bucketPlace, checkBucket, type BucketSettings } from './bucket';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { keepBucketRules, objectHeaders } from './bucket-provider';
import { ALLOWED_EXTENSIONS, ALLOWED_TYPE_OF } from './content-check';
import { uploadResponseHeaders } from './file-types';
import { BUCKET_TIMEOUTS, type UploadConfig } from './settings';
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
  requestHandler: BUCKET_TIMEOUTS,
  ...change,
});

/** The keys of a bucket's objects. */
async function keysIn(bucket: string): Promise<string[]> {
  const client = new S3Client(settings());
  try {
    return ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(({ Key }) => Key ?? '');
  } finally {
    client.destroy();
  }
}

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
  it('passes a bucket that exists and takes the key, storing and deleting a probe under the root path', async () => {
    expect(await checkBucket({ s3Options: settings(), rootPath: 'cms/' })).toBeNull();
    expect(await keysIn('media')).toEqual([]);
  });

  it.each<[string, () => BucketSettings, RegExp]>([
    [
      'wrong credentials',
      // s3rver checks the key's id, not the signature: the id is what is wrong here.
      () => settings({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret-value' } }),
      /^the media bucket "media" at http:\/\/127\.0\.0\.1:\d+ refused the CMS's key \(HTTP 403[^)]*\): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and that the key may put and delete objects in the bucket$/,
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
    const problem = await checkBucket({ s3Options: make() });
    expect(problem).toMatch(line);
    expect(problem).not.toContain('not-the-secret-value');
  });

  it('gives up on a server that never answers, and says so', async () => {
    const started = Date.now();
    const problem = await checkBucket({ s3Options: settings({ endpoint: `http://127.0.0.1:${silentPort}` }) }, 500);
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
    expect(bucketFailure({ name: 'AccessControlListNotSupported', $metadata: { httpStatusCode: 400 } })).toBe('misconfigured');
    expect(bucketFailure({ name: 'PermanentRedirect', $metadata: { httpStatusCode: 301 } })).toBe('misconfigured');
    expect(bucketFailure(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe('failed');
    expect(bucketFailure(Object.assign(new Error('getaddrinfo ENOTFOUND media.invalid'), { code: 'ENOTFOUND' }))).toBe(
      'unreachable',
    );
    expect(bucketFailure(new TypeError('not a bucket failure'))).toBe('failed');
  });
});

describe('what the editor reads when the bucket fails', () => {
  const failures: BucketFailure[] = ['unreachable', 'refused', 'missing', 'misconfigured', 'failed'];
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
    const type = ALLOWED_TYPE_OF[extension];
    expect(objectHeaders({ ext: extension, name: `Laporan Tahunan${extension}`, mime: type }).ContentDisposition).toBe(fromDisk);
  });

  it.each(ALLOWED_EXTENSIONS.filter((extension) => uploadResponseHeaders(`file${extension}`)['Content-Disposition']))(
    'a %s put in place of a photo (a replaced file keeps its name) is stored as a download',
    (extension) => {
      expect(objectHeaders({ ext: '.jpg', name: 'foto-direksi.jpg', mime: ALLOWED_TYPE_OF[extension] }).ContentDisposition).toBe(
        'attachment',
      );
    },
  );
});

describe('the provider with the bucket’s rules, on a real S3 API', () => {
  /** What keepBucketRules needs of Strapi: the upload plugin's provider, a log, the request's editor. */
  const fakeStrapi = (language: string | null = null) => {
    const provider: Record<string, unknown> = {
      extend(methods: Record<string, unknown>) {
        Object.assign(provider, methods);
      },
    };
    const strapi = {
      plugin: () => ({ provider }),
      log: { error: () => undefined },
      requestContext: { get: () => ({ state: { user: { preferedLanguage: language } } }) },
    };
    return {
      strapi: strapi as unknown as Core.Strapi,
      provider: provider as Record<string, (...args: unknown[]) => Promise<unknown>>,
    };
  };
  const options = (change: Partial<BucketSettings> = {}): UploadConfig => ({
    provider: 'aws-s3',
    providerOptions: { s3Options: settings(change) },
  });
  const pdf = () => ({
    name: 'laporan-tahunan.pdf',
    hash: `laporan_tahunan_${Date.now()}`,
    ext: '.pdf',
    mime: 'application/pdf',
    size: 1,
    sizeInBytes: 30,
    url: '',
    buffer: Buffer.from('%PDF-1.4 laporan tahunan 2026\n'),
  });

  it('stores a PDF as a download of its type, and deletes it', async () => {
    const { strapi, provider } = fakeStrapi();
    keepBucketRules(strapi, options());
    const file = pdf();
    await provider.upload(file);
    const served = await fetch(file.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    await provider.delete(file);
    expect((await fetch(file.url)).status).toBe(404);
  });

  it('deletes nothing while a backup is restored (Strapi would delete the files before the import that may fail)', async () => {
    const { strapi, provider } = fakeStrapi();
    keepBucketRules(strapi, options(), { restoring: true });
    const file = pdf();
    await provider.upload(file);
    await provider.delete(file);
    expect((await fetch(file.url)).status).toBe(200);
  });

  it('fails a store the bucket never answers, instead of hanging it', async () => {
    const { strapi, provider } = fakeStrapi('id');
    const quick = { ...BUCKET_TIMEOUTS, connectionTimeout: 200, requestTimeout: 300 };
    keepBucketRules(strapi, options({ endpoint: `http://127.0.0.1:${silentPort}`, requestHandler: quick }));
    await expect(provider.upload(pdf())).rejects.toThrow('Berkas tidak disimpan: penyimpanan media tidak dapat dihubungi.');
  }, 15_000);

  it.each([
    [null, 'The file was not saved: the media storage cannot be reached.'],
    ['id', 'Berkas tidak disimpan: penyimpanan media tidak dapat dihubungi.'],
  ])('says a failed store in one sentence, in the language the editor chose (%s)', async (language, sentence) => {
    const { strapi, provider } = fakeStrapi(language);
    keepBucketRules(strapi, options({ endpoint: 'http://127.0.0.1:9' }));
    const failed = provider.upload(pdf());
    await expect(failed).rejects.toBeInstanceOf(errors.ApplicationError);
    await expect(failed).rejects.toThrow(sentence);
  });
});
