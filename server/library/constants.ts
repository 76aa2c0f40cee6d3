/**
 * The legal library's reference lists (check constraints in migrations/0004); labels are
 * `library:kinds.<key>`, `library:jurisdictions.<key>` and `library:languages.<key>`. Browser-safe.
 */
export const LIBRARY_KINDS = ["law", "regulation", "judgment", "guide", "template"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const JURISDICTIONS = ["qatar", "qfc"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const DOCUMENT_LANGUAGES = ["ar", "en", "both"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Every library file lives in this logical bucket, under items/; nothing else is served from it. */
export const LIBRARY_BUCKET = "library";

/** Issue 10 §4: an item is public while published; an admin may unpublish it and publish it again. */
export const LIBRARY_STATES = ["published", "unpublished"] as const;
export type LibraryState = (typeof LIBRARY_STATES)[number];

/** What a library file may be, by its bytes (never its name): PDF, or a Word .docx for templates. */
export const LIBRARY_FILE_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type LibraryFileType = keyof typeof LIBRARY_FILE_TYPES;

/** Bounds of the back-office form (characters, after trimming; years inclusive). */
export const LIBRARY_LIMITS = {
  title: 300,
  summary: 1_000,
  minYear: 1900,
} as const;
