export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where an object lives: `bucket` is a logical name (e.g. `translation_documents`), not an S3 bucket. */
export interface ObjectLocation {
  bucket: string;
  key: string;
}

export interface StorageDriver {
  readonly kind: "disk" | "s3";
  put(opts: { bucket: string; key: string; body: Uint8Array; contentType: string }): Promise<void>;
  get(opts: { bucket: string; key: string }): Promise<StoredObject | null>;
  delete(opts: { bucket: string; key: string }): Promise<void>;
  /**
   * A short-lived URL that lets whoever holds it download the object: with `downloadName`, as an attachment of that
   * name, or, with `inline` too, shown in the browser under that name (a PDF's tab and "save as" use it).
   */
  signedUrl(opts: { bucket: string; key: string; expiresInSeconds: number; downloadName?: string; inline?: boolean }): Promise<string>;
}
