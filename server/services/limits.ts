/**
 * Bounds of a service page's content (issue 3 §1), shared by the zod schemas (server/services/schemas.ts),
 * the back office's editor form and its inputs' maxLength. Plain data: safe in the browser bundle.
 */
export const SERVICE_TEXT_MAX = {
  title: 160,
  metaTitle: 160,
  metaDescription: 320,
  intro: 2000,
  audience: 400,
  sectionHeading: 160,
  sectionBody: 1000,
  sectionPoint: 400,
  step: 600,
  document: 400,
  feeNote: 600,
  faqQuestion: 300,
  faqAnswer: 2000,
  cta: 400,
} as const;

/** How many items each list holds, at least and at most (the public page needs the minimum). */
export const SERVICE_LIST_BOUNDS = {
  audience: { min: 1, max: 12 },
  sections: { min: 1, max: 10 },
  sectionPoints: { min: 0, max: 20 },
  steps: { min: 2, max: 12 },
  documents: { min: 1, max: 20 },
  faqs: { min: 2, max: 20 },
  related: { min: 0, max: 20 },
} as const;

export const SERVICE_FEE_MAX = 1_000_000;
export const SERVICE_SORT_ORDER_MAX = 10_000;
