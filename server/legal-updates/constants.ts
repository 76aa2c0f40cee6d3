/**
 * Categories of legal updates (enforced by a check constraint in migrations/0004); labels are
 * `updates:categories.<key>` in both locale files. Browser-safe: no server imports.
 */
export const UPDATE_CATEGORIES = [
  "corporate",
  "commercial",
  "employment",
  "real-estate",
  "family",
  "criminal",
  "dispute-resolution",
  "qfc",
] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];

/**
 * Issue 10 §4: the states an admin sees. Only draft, published and withdrawn are stored
 * (migrations/0012); "scheduled" is a published update whose time has not come yet.
 */
export const UPDATE_STATES = ["draft", "scheduled", "published", "withdrawn"] as const;
export type UpdateState = (typeof UPDATE_STATES)[number];

/** Bounds of the back-office form (characters, after trimming). */
export const UPDATE_LIMITS = {
  title: 200,
  summary: 600,
  body: 50_000,
  tags: 10,
  tag: 40,
  /** A schedule further ahead than this is a typo, not a plan. */
  scheduleYears: 5,
} as const;
