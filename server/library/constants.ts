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
