import { z } from "zod";
import { asciiDigits, recordId, textField } from "#server/common/fields";
import { pageField, searchQueryField } from "#server/common/search";
import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { lineField } from "#server/legal-updates/schemas";
import { DOCUMENT_LANGUAGES, JURISDICTIONS, LIBRARY_KINDS, LIBRARY_LIMITS, LIBRARY_STATES } from "./constants";

/**
 * Inputs of the back-office procedures for the legal library (issue 10 §4) and the form schemas of
 * /dashboard/admin/library. Messages are locale keys shown next to their field.
 */

/** The public list (issue 3 §3): a search, a kind, a jurisdiction, a language, a year, a page. */
export const listLibraryInput = z.object({
  q: searchQueryField,
  kind: z.enum(LIBRARY_KINDS).optional(),
  jurisdiction: z.enum(JURISDICTIONS).optional(),
  /** An item in both languages matches a search for either. */
  language: z.enum(["ar", "en"]).optional(),
  year: z.number().int().min(1900).max(2200).optional(),
  page: pageField,
});
export type ListLibraryInput = z.infer<typeof listLibraryInput>;

/** The latest year an item may carry: next year (a law published for the coming year). */
export const latestLibraryYear = () => new Date().getUTCFullYear() + 1;

const year = z
  .number({ error: "adminPublishing:validation.year" })
  .int("adminPublishing:validation.year")
  .refine((v) => v >= LIBRARY_LIMITS.minYear && v <= latestLibraryYear(), { message: "adminPublishing:validation.year" });

export const libraryContentFields = {
  kind: z.enum(LIBRARY_KINDS, { error: "adminPublishing:validation.kind" }),
  jurisdiction: z.enum(JURISDICTIONS, { error: "adminPublishing:validation.jurisdiction" }),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES, { error: "adminPublishing:validation.documentLanguage" }),
  titleAr: lineField(LIBRARY_LIMITS.title),
  titleEn: lineField(LIBRARY_LIMITS.title),
  summaryAr: textField({ min: 1, max: LIBRARY_LIMITS.summary }),
  summaryEn: textField({ min: 1, max: LIBRARY_LIMITS.summary }),
};

/** A posted file as the procedures take it; bytes are null when the upload went over the cap while it was read. */
export const postedFile = z.object({
  fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH),
  bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable(),
});

const version = z.number().int().min(1).max(2_147_483_647);

export const libraryContentInput = z.object({ ...libraryContentFields, year });
export type LibraryContentInput = z.output<typeof libraryContentInput>;

export const createLibraryItemInput = libraryContentInput.extend({ publish: z.boolean().default(false), file: postedFile });
export const saveLibraryItemInput = libraryContentInput.extend({ id: recordId, version });
export const replaceLibraryFileInput = z.object({ id: recordId, version, file: postedFile });
export const libraryRefInput = z.object({ id: recordId });
export const libraryTransitionInput = z.object({ id: recordId, version });

export const adminLibraryListInput = z.object({
  q: searchQueryField,
  state: z.enum(LIBRARY_STATES).optional(),
  page: pageField,
});

// ------------------------------------------------------------------ the forms

const formVersion = z.coerce.number({ error: "common:errors.invalid_input" }).int().min(1).max(2_147_483_647);
const formYear = z
  .string({ error: "validation.required" })
  .trim()
  .max(8, "adminPublishing:validation.year")
  .transform(asciiDigits)
  .refine((v) => /^\d{4}$/.test(v), { message: "adminPublishing:validation.year" })
  .transform(Number)
  .pipe(year);

export const libraryContentForm = z.object({ ...libraryContentFields, year: formYear });
export const saveLibraryItemForm = libraryContentForm.extend({ version: formVersion });
export const libraryTransitionForm = z.object({ version: formVersion });
