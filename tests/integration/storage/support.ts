import { expect } from "vitest";
import type { ObjectLocation, StorageDriver } from "#server/storage/index";
import { PDF_BYTES } from "../../setup/file-fixtures";

/** What every storage driver does with an object already put at `location` (a PDF): reads it back, deletes it, and deletes it again quietly. */
export async function expectReadBackAndDeleted(storage: StorageDriver, location: ObjectLocation) {
  const stored = await storage.get(location);
  expect(stored?.contentType).toBe("application/pdf");
  expect(Buffer.from(stored!.body).equals(Buffer.from(PDF_BYTES))).toBe(true);

  await storage.delete(location);
  expect(await storage.get(location)).toBeNull();
  await expect(storage.delete(location)).resolves.toBeUndefined();
}
