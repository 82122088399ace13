/**
 * The S3-compatible bucket media live in (UPLOAD_PROVIDER=s3, settings.ts): what a failure of it
 * is, said in one line to the operator at start and to the editor whose file it concerns. Checked
 * when the CMS starts by storing and deleting a probe object as an upload would (its key, its
 * ACL), so a bucket that is unreachable, missing, in another region, refuses the key or the ACL
 * stops the CMS with the reason instead of failing every upload later. (A HEAD of the bucket would
 * ask for a permission, listing it, that the CMS does not need.)
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client, type ObjectCannedACL } from '@aws-sdk/client-s3';
import type { UploadConfig } from './settings';
import type { BucketFailure } from './storage-messages';

type S3Options = Extract<UploadConfig, { provider: 'aws-s3' }>['providerOptions'];
export type BucketSettings = S3Options['s3Options'];

export type { BucketFailure };

interface SdkError {
  name?: string;
  Code?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const REFUSALS = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken']);
/** What the bucket refuses of the CMS's settings rather than of its key: a region, an ACL. */
const SETTINGS_REFUSED = new Set([
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
  'IllegalLocationConstraintException',
  'AccessControlListNotSupported',
  'InvalidRequest',
]);

/** What kind of failure an error of the AWS SDK (or of the network under it) is. */
export function bucketFailure(error: unknown): BucketFailure {
  const { name = '', $metadata } = (error ?? {}) as SdkError;
  const status = $metadata?.httpStatusCode;
  if (SETTINGS_REFUSED.has(name) || status === 301) return 'misconfigured';
  if (status === 401 || status === 403 || REFUSALS.has(name)) return 'refused';
  if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound') return 'missing';
  // No answer at all: a connection refused, a name that does not resolve, a timeout.
  if (status === undefined && (networkCode(error) || name === 'TimeoutError' || name === 'AbortError')) return 'unreachable';
  return 'failed';
}

/** A network error's code, as Node names it. */
const NETWORK_CODE = /\b(ECONN(?:REFUSED|RESET|ABORTED)|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE)\b/;

/**
 * The network's error code (ECONNREFUSED, ENOTFOUND…) of an error, of the error under it, or
 * in its message (the SDK wraps an error from another realm in one that only says it). Other
 * codes (a stream closed early, a temporary file gone) are not the network's.
 */
function networkCode(error: unknown): string | undefined {
  const { code = '', message = '' } = (error ?? {}) as SdkError;
  const cause = (error as { cause?: SdkError } | null)?.cause?.code ?? '';
  return NETWORK_CODE.exec(`${code} ${cause} ${message}`)?.[1];
}

/** Why, in a few words of the error's own: its network code, else its status, else its name. */
function reason(error: unknown): string {
  const { name, message, $metadata } = (error ?? {}) as SdkError;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  const network = networkCode(error);
  if (network) return network;
  if ($metadata?.httpStatusCode) return `HTTP ${$metadata.httpStatusCode}${name && name !== 'Unknown' ? ` ${name}` : ''}`;
  return (message || name || 'unknown error').split('\n')[0];
}

/** Where the bucket is, as an operator names it: the endpoint's origin, or AWS's region. */
export function bucketPlace(settings: Pick<BucketSettings, 'endpoint' | 'region'>): string {
  if (!settings.endpoint) return `AWS S3 (${settings.region})`;
  try {
    const url = new URL(settings.endpoint);
    return `${url.origin}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'S3_ENDPOINT';
  }
}

/** The one line that says why the CMS cannot use its bucket, and which variables to check. */
export function bucketProblem(error: unknown, settings: BucketSettings): string {
  const bucket = `the media bucket "${settings.params.Bucket}" at ${bucketPlace(settings)}`;
  switch (bucketFailure(error)) {
    case 'unreachable':
      return `${bucket} cannot be reached (${reason(error)}): check S3_ENDPOINT and that the storage answers from this machine`;
    case 'refused':
      return `${bucket} refused the CMS's key (${reason(error)}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and that the key may put and delete objects in the bucket`;
    case 'missing':
      return `${bucket} does not exist: create it, or check S3_BUCKET${settings.endpoint ? '' : ' and S3_REGION'}`;
    case 'misconfigured':
      return `${bucket} refused the CMS's settings (${reason(error)}): check S3_REGION, and S3_ACL (none for a bucket without ACLs)`;
    default:
      return `${bucket} answered with an error (${reason(error)}): try again, or check the storage's status`;
  }
}

/** How long the start waits for the bucket's answers. */
export const BUCKET_CHECK_TIMEOUT_MS = 10_000;

/** The object the start stores and deletes (under S3_ROOT_PATH), as an upload would. */
export const PROBE_KEY = '.cms-start-check';

/**
 * Stores a probe object as an upload would (same bucket, key prefix and ACL) and deletes it:
 * null when both work, else the one line why not.
 */
export async function checkBucket(options: S3Options, timeoutMs = BUCKET_CHECK_TIMEOUT_MS): Promise<string | null> {
  const { s3Options: settings, rootPath } = options;
  const client = new S3Client({ ...settings, maxAttempts: 2 });
  const Key = `${rootPath ? `${rootPath.replace(/\/+$/, '')}/` : ''}${PROBE_KEY}`;
  const Bucket = settings.params.Bucket;
  const ACL = settings.params.ACL as ObjectCannedACL | undefined;
  try {
    const abortSignal = AbortSignal.timeout(timeoutMs);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: 'Written and deleted by the CMS at start, to check the bucket.',
        ContentType: 'text/plain',
        ...(ACL ? { ACL } : {}),
      }),
      { abortSignal },
    );
    await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal });
    return null;
  } catch (error) {
    return bucketProblem(error, settings);
  } finally {
    client.destroy();
  }
}
