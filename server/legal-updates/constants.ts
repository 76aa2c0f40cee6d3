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

export function isUpdateCategory(value: unknown): value is UpdateCategory {
  return (UPDATE_CATEGORIES as readonly unknown[]).includes(value);
}
