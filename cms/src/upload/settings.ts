/**
 * Where uploaded media live: the CMS's own disk by default (public/uploads), or an S3-compatible
 * bucket (AWS S3, Cloudflare R2, MinIO…) with UPLOAD_PROVIDER=s3 — what several CMS instances on
 * different machines need, since they cannot share a disk. S3_PUBLIC_URL is where visitors' and
 * editors' browsers fetch the files (a CDN or the bucket's public address); its origin must be
 * allowed wherever media are shown straight from the bucket (the admin panel, the preview page).
 */
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
          params: { Bucket: string; ACL?: string };
        };
      };
    };

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export function uploadConfig(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  const provider = env.UPLOAD_PROVIDER || 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be local or s3 (it is ${provider})`);
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}`);
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(env.S3_PUBLIC_URL ? { baseUrl: env.S3_PUBLIC_URL.replace(/\/+$/, '') } : {}),
      ...(env.S3_ROOT_PATH ? { rootPath: env.S3_ROOT_PATH } : {}),
      s3Options: {
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
        region: env.S3_REGION || 'us-east-1',
        ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false' } : {}),
        // Buckets with ACLs disabled (the AWS default since 2023, R2) refuse an ACL: S3_ACL=none.
        params: { Bucket: env.S3_BUCKET ?? '', ...(env.S3_ACL === 'none' ? {} : { ACL: env.S3_ACL || 'public-read' }) },
      },
    },
  };
}

/** The origin media are fetched from when they are not on the CMS itself, or null. */
export function mediaOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  if ((env.UPLOAD_PROVIDER || 'local') !== 's3') return null;
  const url =
    env.S3_PUBLIC_URL || (env.S3_ENDPOINT && env.S3_BUCKET ? `${env.S3_ENDPOINT.replace(/\/+$/, '')}/${env.S3_BUCKET}` : '');
  const fallback = env.S3_BUCKET ? `https://${env.S3_BUCKET}.s3.${env.S3_REGION || 'us-east-1'}.amazonaws.com` : '';
  try {
    return new URL(url || fallback).origin;
  } catch {
    return null;
  }
}
