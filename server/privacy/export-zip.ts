import type { StorageDriver } from "#server/storage/types";

/** The ZIP of a person's copy of their data (./export-contents.ts): its file names and the files in it. */

/** Pages of the paginated queries read at once (the case thread and timeline, notifications). */
export const PAGE = 200;
/** The person's consultations and cases read in one go; far above what any account holds. */
export const MANY = 10_000;

/** The longest file name kept in the ZIP (the extension is kept when it is cut). */
const MAX_NAME = 100;

/**
 * A file's name as a path segment of the ZIP: letters and digits of any script kept (fflate marks such names
 * UTF-8), anything that could be a separator, a control or bidi character or a device name replaced.
 */
export function zipSafeName(name: string): string {
  let safe = name
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}._ -]/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[. ]+/, "");
  if (!safe) safe = "file";
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(safe)) safe = `_${safe}`;
  if (safe.length > MAX_NAME) {
    const dot = safe.lastIndexOf(".");
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
    safe = safe.slice(0, MAX_NAME - extension.length) + extension;
  }
  return safe;
}

/** The files of the ZIP, by their path in it; a path is never used twice. */
export class ZipFiles {
  readonly entries = new Map<string, Uint8Array>();

  constructor(private readonly storage: StorageDriver) {}

  /** Reads the object and adds it under `folder/name` (name made safe, numbered when taken); null when storage has no such object. */
  async add(opts: { folder: string; name: string; bucket: string; key: string }): Promise<string | null> {
    const stored = await this.storage.get({ bucket: opts.bucket, key: opts.key });
    if (!stored) return null;
    const safe = zipSafeName(opts.name);
    const dot = safe.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let path = `${opts.folder}/${safe}`;
    for (let n = 2; this.entries.has(path); n++) path = `${opts.folder}/${stem}-${n}${extension}`;
    this.entries.set(path, stored.body);
    return path;
  }
}
