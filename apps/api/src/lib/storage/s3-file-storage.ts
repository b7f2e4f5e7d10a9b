import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, fileExistsError, isSafeStorageName } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Cloudflare R2, Backblaze B2…); AWS itself when undefined. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Put before every name, e.g. 'estadia/uploads/'; '' for the bucket's root. */
  prefix: string;
}

/**
 * Files in a bucket of any S3-compatible service, so that several instances of the API share them.
 * "Never overwrite" is the service's own conditional write (`If-None-Match: *`), which holds across
 * instances, unlike a look-then-write.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default extra checksums (CRC32 headers and trailers) are refused by several
    // S3-compatible services; the signed request already carries the body's SHA-256, which they check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const keyOf = (name: string) => {
    if (!isSafeStorageName(name)) throw new Error(`Unsafe storage name: ${JSON.stringify(name)}`);
    return `${options.prefix}${name}`;
  };

  return {
    async save(name, data) {
      const key = keyOf(name);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: 'application/octet-stream',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw fileExistsError(name);
        throw error;
      }
    },
    async open(name) {
      if (!isSafeStorageName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          (object.Body as Readable | undefined)?.destroy?.();
          throw new Error(`Unexpected answer from the storage service for ${JSON.stringify(name)}`);
        }
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      // Deleting a missing key succeeds, as `rm --force` does for the local storage.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A missing object, not a missing bucket (a configuration mistake that must not pass for "no file"). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (statusOf(error) === 404 && error.name !== 'NoSuchBucket');
}
