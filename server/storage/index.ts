import path from "node:path";
import { getEnv } from "../config/env";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import type { StorageDriver } from "./types";

export type { ObjectLocation, StorageDriver, StoredObject } from "./types";
export {
  createDiskStorage,
  handleSignedDiskRequest,
  isDiskStorage,
  type DiskStorageDriver,
  type DiskStorageOptions,
  type SignedDownload,
  type SignedLinkCheck,
} from "./disk";
export { createS3Storage, type S3StorageOptions } from "./s3";
export {
  ALLOWED_DOCUMENT_TYPES,
  MAX_SIGNED_URL_SECONDS,
  VERIFICATION_BUCKET,
  assertSafeLocation,
  buildAttachmentDisposition,
  documentNameFor,
  isAllowedDocumentType,
  sanitizeFileName,
  sniffDocumentType,
  verificationObjectKey,
  type AllowedDocumentType,
  type AllowedType,
} from "./files";

let storage: StorageDriver | undefined;

/** S3 when S3_BUCKET is configured, otherwise files under DATA_DIR/storage. */
export function getStorage(): StorageDriver {
  storage ??= createStorageFromEnv();
  return storage;
}

/** Replaces the driver (or, with undefined, forgets it so the next getStorage() reads the environment again). */
export function setStorageForTests(driver: StorageDriver | undefined): void {
  storage = driver;
}

function createStorageFromEnv(): StorageDriver {
  const env = getEnv();
  if (env.S3_BUCKET) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage({
    rootDir: path.join(env.DATA_DIR, "storage"),
    baseUrl: env.BASE_URL,
    secret: env.FILE_URL_SECRET,
  });
}
