/**
 * The S3-compatible bucket media live in (UPLOAD_PROVIDER=s3, settings.ts): what a failure of it
 * is, said in one line to the operator at start and to the editor whose file it concerns. Checked
 * once when the CMS starts, so a bucket that is unreachable, missing or refuses the credentials
 * stops the CMS with the reason instead of failing every upload later.
 */
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadConfig } from './settings';
import type { BucketFailure } from './storage-messages';

export type BucketSettings = Extract<UploadConfig, { provider: 'aws-s3' }>['providerOptions']['s3Options'];

export type { BucketFailure };

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const REFUSALS = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken']);

/** What kind of failure an error of the AWS SDK (or of the network under it) is. */
export function bucketFailure(error: unknown): BucketFailure {
  const { name = '', $metadata } = (error ?? {}) as SdkError;
  const status = $metadata?.httpStatusCode;
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
 * in its message (the SDK wraps an error from another realm in one that only says it).
 */
function networkCode(error: unknown): string | undefined {
  const { code, message = '' } = (error ?? {}) as SdkError;
  return code ?? ((error as { cause?: SdkError } | null)?.cause?.code || NETWORK_CODE.exec(message)?.[1]);
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
      return `${bucket} refused the CMS's credentials (${reason(error)}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
    case 'missing':
      return `${bucket} does not exist: create it, or check S3_BUCKET${settings.endpoint ? '' : ' and S3_REGION'}`;
    default:
      return `${bucket} answered with an error (${reason(error)}): try again, or check the storage's status`;
  }
}

/** How long the start waits for the bucket's answer. */
export const BUCKET_CHECK_TIMEOUT_MS = 10_000;

/** Asks the bucket whether it exists and takes these credentials: null when it does, else the one line why not. */
export async function checkBucket(settings: BucketSettings, timeoutMs = BUCKET_CHECK_TIMEOUT_MS): Promise<string | null> {
  const client = new S3Client({ ...settings, maxAttempts: 2 });
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.params.Bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return null;
  } catch (error) {
    return bucketProblem(error, settings);
  } finally {
    client.destroy();
  }
}
