/** The part of s3rver (3.7, no types of its own) the tests use: an S3 API server on one address. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept on disk. */
    directory: string;
    /** Buckets made at start (their configuration files are optional). */
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
