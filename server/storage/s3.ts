import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { AppError } from "#server/errors/app-error";
import { logger } from "#server/observability/logger";
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
      await unlessUnavailable(() => client.send(new PutObjectCommand({ ...locate({ bucket, key }), Body: body, ContentType: contentType })));
    },
    async get(location) {
      return unlessUnavailable(() => readObject(client, locate(location)));
    },
    async delete(location) {
      await unlessUnavailable(() => client.send(new DeleteObjectCommand(locate(location))));
    },
    async signedUrl({ bucket, key, expiresInSeconds, downloadName, inline }) {
      assertValidExpiry(expiresInSeconds);
      const command = new GetObjectCommand({
        ...locate({ bucket, key }),
        ResponseContentDisposition: downloadName ? buildAttachmentDisposition(downloadName, inline ? "inline" : "attachment") : undefined,
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
    // A store that does not answer must not hold a visitor's request for minutes: fail fast, say so (issue 14 §1).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    maxAttempts: 2,
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

const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const UNAVAILABLE_NAMES = new Set(["TimeoutError", "RequestTimeout", "RequestTimeTooSkewed", "ServiceUnavailable", "SlowDown", "InternalError"]);

/** The store cannot be reached or fails on its side (5xx): not the caller's fault, and worth trying again later. */
export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown };
  if (typeof e.code === "string" && UNREACHABLE_CODES.has(e.code)) return true;
  if (typeof e.name === "string" && UNAVAILABLE_NAMES.has(e.name)) return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  return e.cause ? isStorageUnavailable(e.cause) : false;
}

/** Runs one call to the store; an outage becomes AppError("storage_unavailable"), shown in the visitor's language as a 503. */
async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    // Logged here and not kept as the cause: its socket error must not read as a database outage upstream (db/outage.ts walks causes).
    logger.warn("file storage unavailable", { error: String(error) });
    throw new AppError("storage_unavailable", { retryAfterSeconds: 30 });
  }
}

function isNoSuchKeyError(error: unknown): boolean {
  return (error as { name?: unknown } | undefined)?.name === "NoSuchKey";
}
