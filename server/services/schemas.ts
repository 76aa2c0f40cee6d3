import { z } from "zod";
import type { ServiceFaq as StoredFaq, ServicePageContent as StoredServicePage, ServiceSection as StoredSection } from "#db/schema";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { SERVICE_FEE_MAX, SERVICE_LIST_BOUNDS as N, SERVICE_SORT_ORDER_MAX, SERVICE_TEXT_MAX as T } from "./limits";
import { singleLineString } from "#server/common/text";
import { textField } from "#server/common/fields";
import { searchQuery } from "#server/common/search";

/**
 * The shape of a service page (issue 3 §1), used by the seed, by the back office's editor (issue 10 §4)
 * and for the JSONB columns of service_pages and its drafts and versions (db/schema.ts). Every text is
 * required in both languages, because the public page shows each part in the visitor's language.
 */

const text = (max: number) => textField({ min: 1, max });

export const serviceSlugField = z
  .string()
  .max(120)
  .regex(/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);

export const serviceSectionSchema = z.object({
  heading: text(T.sectionHeading),
  body: text(T.sectionBody),
  points: z.array(text(T.sectionPoint)).max(N.sectionPoints.max),
});
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

export const serviceFaqSchema = z.object({
  question: text(T.faqQuestion),
  answer: text(T.faqAnswer),
});
export type ServiceFaq = z.infer<typeof serviceFaqSchema>;

/** Everything a page says in one language. */
export const serviceLanguageContentSchema = z.object({
  /** The H1. */
  title: text(T.title),
  metaTitle: text(T.metaTitle),
  metaDescription: text(T.metaDescription),
  intro: text(T.intro),
  /** Who the service is for. */
  audience: z.array(text(T.audience)).min(N.audience.min).max(N.audience.max),
  /** What the service covers, as headed blocks with optional bullets. */
  sections: z.array(serviceSectionSchema).min(N.sections.min).max(N.sections.max),
  /** How it works, in order. */
  steps: z.array(text(T.step)).min(N.steps.min).max(N.steps.max),
  /** What to bring. */
  documents: z.array(text(T.document)).min(N.documents.min).max(N.documents.max),
  /** Says what the indicative fee covers, or that fees are quoted after review. */
  feeNote: text(T.feeNote),
  faqs: z.array(serviceFaqSchema).min(N.faqs.min).max(N.faqs.max),
  /** The sentence of the call to action. */
  cta: text(T.cta),
});
export type ServiceLanguageContent = z.infer<typeof serviceLanguageContentSchema>;

export const servicePageSchema = z.object({
  slug: serviceSlugField,
  sortOrder: z.int().min(0).max(SERVICE_SORT_ORDER_MAX),
  practiceArea: z.enum(PRACTICE_AREAS).nullable(),
  /** Indicative fixed fee in whole QAR ("from"); null where a fixed fee makes no sense. */
  feeQar: z.int().min(1).max(SERVICE_FEE_MAX).nullable(),
  /** Other service pages it links to, in order; each must exist (checked by the procedures). */
  relatedSlugs: z.array(serviceSlugField).max(N.related.max),
  ar: serviceLanguageContentSchema,
  en: serviceLanguageContentSchema,
});
export type ServicePageContent = z.infer<typeof servicePageSchema>;
/** The JSONB columns' type (db/schema.ts) is exactly what these schemas produce: a change to one fails the type check until the other follows. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<ServicePageContent, StoredServicePage<(typeof PRACTICE_AREAS)[number]>>;
true satisfies Same<ServiceSection, StoredSection> & Same<ServiceFaq, StoredFaq>;

/**
 * A draft's or a version's stored content. Only ./editor.ts writes those columns, with content that passed
 * servicePageSchema, so its practice area is one of the catalogue's (the column's type knows only a string).
 */
export function storedContent(content: StoredServicePage): ServicePageContent {
  return content as ServicePageContent;
}

export const serviceSlugInput = z.object({ slug: singleLineString().max(200) });

/** A page's content as the editor sends it: valid, not linking to itself, each related page once. */
export const editableServicePageSchema = servicePageSchema
  .refine((page) => !page.relatedSlugs.includes(page.slug), { message: "a page cannot list itself as related", path: ["relatedSlugs"] })
  .refine((page) => new Set(page.relatedSlugs).size === page.relatedSlugs.length, { message: "related pages are listed once", path: ["relatedSlugs"] });

/** The version of a page the editor was looking at (0 when none): a save over a newer one is refused. */
const baseVersion = z.int().min(0).max(1_000_000);

export const createServicePageInput = z.object({ content: editableServicePageSchema });
export const saveServiceDraftInput = z.object({ content: editableServicePageSchema, baseVersion });
export const serviceVersionActionInput = z.object({ slug: serviceSlugField, baseVersion });
export const restoreServiceVersionInput = z.object({ slug: serviceSlugField, number: z.int().min(1).max(1_000_000), baseVersion });
export const previewServiceInput = z.object({ slug: singleLineString().max(200), version: z.int().min(1).max(1_000_000).optional() });

export const SERVICE_LIST_STATES = ["all", "live", "draft", "new"] as const;
export const adminServiceListInput = z.object({
  q: searchQuery().optional(),
  state: z.enum(SERVICE_LIST_STATES).default("all"),
});
