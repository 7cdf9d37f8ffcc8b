// Uploaded PDFs in an S3-compatible bucket (AWS S3, MinIO, …), behind the same FileStore interface as the
// disk store, so several API processes on several machines share the files. Keys are generated here
// (never from user input) and objects are stored as application/pdf with an attachment disposition, so
// a bucket link, if one ever leaks, downloads rather than renders. Readers still go through the API's
// signed links (files/signed-links.ts).
import { randomUUID } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, a local test server); unset for AWS. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (http://host/bucket/key), as MinIO and test servers expect. */
  forcePathStyle?: boolean;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function s3FileStore(
  options: S3StoreOptions,
): FileStore & { ensureBucket(): Promise<void>; close(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  return {
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        if (!isMissing(err)) throw err;
        await client.send(new CreateBucketCommand({ Bucket }));
      }
    },
    async put(folder, bytes) {
      const key = `${folder}/${randomUUID()}.pdf`;
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: 'application/pdf',
          ContentDisposition: 'attachment',
        }),
      );
      return key;
    },
    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
