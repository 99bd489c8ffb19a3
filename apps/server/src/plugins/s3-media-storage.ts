import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertMediaKey, type MediaStorage } from '../lib/media-storage';

export interface S3MediaStorageOptions {
  /** Keys per DeleteObjects call (S3 allows up to 1000). */
  deleteBatch?: number;
  /** Keys per ListObjectsV2 page (S3 answers up to 1000). */
  listPageSize?: number;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests), shared by every server instance.
 * Keys sit at the bucket's top level, exactly as the local adapter names its files. A PutObject is atomic:
 * a reader sees the old object or the whole new one.
 */
export function createS3MediaStorage(
  config: S3Config,
  options: S3MediaStorageOptions = {},
): MediaStorage & { readonly client: S3Client } {
  const deleteBatch = options.deleteBatch ?? 1000;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Recent SDKs add CRC32 checksums to every request and check them on every answer by default; S3-compatible
    // stores (s3rver, older MinIO, some vendors) do not understand them. Only where the API demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  return {
    client,
    async put(key, data, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          // Names are content hashes: a CDN or browser fetching straight from the bucket may keep them forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertMediaKey);
      for (let start = 0; start < keys.length; start += deleteBatch) {
        const batch = keys.slice(start, start + deleteBatch);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // A missing key is not an error for S3; anything reported here is (access denied, ...).
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 delete failed for ${failed.length} key(s): ${failed[0]?.Code} ${failed[0]?.Message}`);
        }
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken: token, MaxKeys: options.listPageSize }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async *listWithDates() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken: token, MaxKeys: options.listPageSize }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async removeUnfinishedWrites() {
      // A PutObject is stored whole or not at all: a killed upload leaves nothing in the bucket.
      return 0;
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
