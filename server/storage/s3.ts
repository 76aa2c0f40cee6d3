import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeLocation, assertValidExpiry, buildAttachmentDisposition } from "./files";
import type { ObjectLocation, StorageDriver, StoredObject } from "./types";

export interface S3StorageOptions {
  /** Omit for AWS itself; set for MinIO, R2, s3rver and other S3-compatible stores. */
  endpoint?: string;
  /** The one real S3 bucket; logical buckets become key prefixes inside it. */
  bucket: string;
  region: string;
  /** Omit both to use the SDK's default credential chain (instance role, env, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = createS3Client(options);
  const locate = (location: ObjectLocation) => ({ Bucket: options.bucket, Key: toObjectKey(location) });

  return {
    kind: "s3",
    async put({ bucket, key, body, contentType }) {
      await client.send(new PutObjectCommand({ ...locate({ bucket, key }), Body: body, ContentType: contentType }));
    },
    async get(location) {
      return readObject(client, locate(location));
    },
    async delete(location) {
      await client.send(new DeleteObjectCommand(locate(location)));
    },
    async signedUrl({ bucket, key, expiresInSeconds, downloadName }) {
      assertValidExpiry(expiresInSeconds);
      const command = new GetObjectCommand({
        ...locate({ bucket, key }),
        ResponseContentDisposition: downloadName ? buildAttachmentDisposition(downloadName) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}

function createS3Client(options: S3StorageOptions): S3Client {
  const credentials =
    options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined;
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials,
    // Since SDK 3.729 every request carries CRC32 checksums that several S3-compatible stores reject; S3 does not need them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function toObjectKey(location: ObjectLocation): string {
  assertSafeLocation(location);
  return `${location.bucket}/${location.key}`;
}

async function readObject(client: S3Client, input: { Bucket: string; Key: string }): Promise<StoredObject | null> {
  try {
    const output = await client.send(new GetObjectCommand(input));
    if (!output.Body) return { body: new Uint8Array(), contentType: output.ContentType ?? DEFAULT_CONTENT_TYPE };
    return { body: await output.Body.transformToByteArray(), contentType: output.ContentType ?? DEFAULT_CONTENT_TYPE };
  } catch (error) {
    if (isNoSuchKeyError(error)) return null;
    throw error;
  }
}

function isNoSuchKeyError(error: unknown): boolean {
  return (error as { name?: unknown } | undefined)?.name === "NoSuchKey";
}
