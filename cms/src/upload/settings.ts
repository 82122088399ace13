/**
 * Where uploaded media live: the CMS's own disk by default (public/uploads), or an S3-compatible
 * bucket (AWS S3, Cloudflare R2, MinIO…) with UPLOAD_PROVIDER=s3 — what several CMS instances on
 * different machines need, since they cannot share a disk. S3_PUBLIC_URL is where visitors' and
 * editors' browsers fetch the files (a CDN or the bucket's public address); its origin must be
 * allowed wherever media are shown straight from the bucket (the admin panel, the preview page).
 */
import { cmsEnvironment } from '../environment';

export type UploadConfig =
  | { provider: 'local' }
  | {
      provider: 'aws-s3';
      providerOptions: {
        baseUrl?: string;
        rootPath?: string;
        s3Options: {
          credentials: { accessKeyId: string; secretAccessKey: string };
          region: string;
          endpoint?: string;
          forcePathStyle?: boolean;
          params: { Bucket: string; ACL?: string | undefined };
          /** How long a connection and an idle request may take before an upload fails (not hangs). */
          requestHandler: typeof BUCKET_TIMEOUTS;
        };
      };
    };

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * A bucket that stops answering fails the upload after 20 s without a byte (the SDK tries three
 * times), instead of hanging it: without `throwOnRequestTimeout` the SDK only warns.
 */
export const BUCKET_TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 20_000, throwOnRequestTimeout: true };

export function uploadConfig(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  const read = cmsEnvironment(env);
  if (read.UPLOAD_PROVIDER === 'local') return { provider: 'local' };
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}`);
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(read.S3_PUBLIC_URL ? { baseUrl: read.S3_PUBLIC_URL } : {}),
      ...(read.S3_ROOT_PATH ? { rootPath: read.S3_ROOT_PATH } : {}),
      s3Options: {
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
        region: read.S3_REGION,
        ...(read.S3_ENDPOINT ? { endpoint: read.S3_ENDPOINT, forcePathStyle: read.S3_FORCE_PATH_STYLE } : {}),
        // Buckets with ACLs disabled (the AWS default since 2023, R2) refuse an ACL: S3_ACL=none. The
        // key stays, undefined: Strapi's provider sets public-read when there is no ACL key at all.
        params: { Bucket: read.S3_BUCKET ?? '', ACL: read.S3_ACL === 'none' ? undefined : read.S3_ACL },
        requestHandler: BUCKET_TIMEOUTS,
      },
    },
  };
}

/** The origin media are fetched from when they are not on the CMS itself, or null. */
export function mediaOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const read = cmsEnvironment(env);
  if (read.UPLOAD_PROVIDER !== 's3') return null;
  const url = read.S3_PUBLIC_URL || (read.S3_ENDPOINT && read.S3_BUCKET ? `${read.S3_ENDPOINT}/${read.S3_BUCKET}` : '');
  const fallback = read.S3_BUCKET ? `https://${read.S3_BUCKET}.s3.${read.S3_REGION}.amazonaws.com` : '';
  try {
    return new URL(url || fallback).origin;
  } catch {
    return null;
  }
}
