// s3rver ships no type declarations: what the storage test and the S3 upload tests use of it.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Its koa middleware chain (S3rver is a koa application). */
    middleware: ((ctx: never, next: () => Promise<unknown>) => unknown)[];
    /** Its filesystem store: where objects and multipart uploads lie. */
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}
