import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { contentTypeOf, isStorageKey, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible store's address (MinIO, R2, Ceph…); none: AWS S3 in the region. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's usual sources (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** How long one request to the store may take before it is given up (and retried). */
  requestTimeoutMs?: number;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in one bucket of an S3-compatible object store, so every instance behind a load
 * balancer reads what any of them stored. Same keys as the local disk; the content type is
 * decided by the key, on the way in and on the way out, never by what the store says.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums only where the S3 API requires them: several S3-compatible stores refuse the
    // SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: options.requestTimeoutMs ?? 10_000, throwOnRequestTimeout: true },
  });
  const Bucket = options.bucket;
  return {
    async put(key, data) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key), ContentLength: data.length }));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { data: Buffer.from(await answer.Body.transformToByteArray()), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
