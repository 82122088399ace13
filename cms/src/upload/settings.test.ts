/**
 * @jest-environment node
 */
import awsS3 from '@strapi/provider-upload-aws-s3';
import { BUCKET_TIMEOUTS, mediaOrigin, uploadConfig } from './settings';

const s3 = { UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('where uploads live', () => {
  it('stay on the CMS disk by default', () => {
    expect(uploadConfig({})).toEqual({ provider: 'local' });
    expect(mediaOrigin({})).toBeNull();
  });

  it('go to an S3 bucket with UPLOAD_PROVIDER=s3', () => {
    expect(uploadConfig({ ...s3, S3_REGION: 'ap-southeast-3' })).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        s3Options: {
          credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
          region: 'ap-southeast-3',
          params: { Bucket: 'media', ACL: 'public-read' },
          requestHandler: BUCKET_TIMEOUTS,
        },
      },
    });
    expect(mediaOrigin({ ...s3, S3_REGION: 'ap-southeast-3' })).toBe('https://media.s3.ap-southeast-3.amazonaws.com');
  });

  it('work with an S3-compatible service and a CDN in front, without ACLs', () => {
    const config = uploadConfig({
      ...s3,
      S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
      S3_ACL: 'none',
      S3_PUBLIC_URL: 'https://media.example.co.id/',
    });
    expect(config).toMatchObject({
      providerOptions: {
        baseUrl: 'https://media.example.co.id',
        s3Options: { endpoint: 'https://abc.r2.cloudflarestorage.com', forcePathStyle: true, params: { Bucket: 'media' } },
      },
    });
    expect(mediaOrigin({ ...s3, S3_PUBLIC_URL: 'https://media.example.co.id/uploads' })).toBe('https://media.example.co.id');
  });

  it('send no ACL with S3_ACL=none, once Strapi’s provider has read the settings (it adds public-read to settings without the key)', () => {
    const config = uploadConfig({ ...s3, S3_ACL: 'none' });
    if (config.provider !== 'aws-s3') throw new Error('not the bucket');
    awsS3.init(config.providerOptions);
    expect(config.providerOptions.s3Options.params).toEqual({ Bucket: 'media', ACL: undefined });
    const withAcl = uploadConfig(s3);
    if (withAcl.provider !== 'aws-s3') throw new Error('not the bucket');
    awsS3.init(withAcl.providerOptions);
    expect(withAcl.providerOptions.s3Options.params.ACL).toBe('public-read');
  });

  it('say what is missing', () => {
    expect(() => uploadConfig({ UPLOAD_PROVIDER: 's3' })).toThrow(
      'UPLOAD_PROVIDER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => uploadConfig({ UPLOAD_PROVIDER: 'ftp' })).toThrow('UPLOAD_PROVIDER must be local or s3, not "ftp"');
  });
});
