import { z } from "zod";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { SERVICE_SLUGS } from "./slugs";

/**
 * The shape of a service page (issue 3 §1), used by the seed, by services.update (admins) and for
 * the JSONB columns of service_pages (db/schema.ts). Every text is required in both languages.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

export const serviceSlugField = z
  .string()
  .max(120)
  .regex(/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);

export const serviceSectionSchema = z.object({
  heading: text(160),
  body: text(1000),
  points: z.array(text(400)).max(20),
});
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

export const serviceFaqSchema = z.object({
  question: text(300),
  answer: text(2000),
});
export type ServiceFaq = z.infer<typeof serviceFaqSchema>;

/** Everything a page says in one language. */
export const serviceLanguageContentSchema = z.object({
  /** The H1. */
  title: text(160),
  metaTitle: text(160),
  metaDescription: text(320),
  intro: text(2000),
  /** Who the service is for. */
  audience: z.array(text(400)).min(1).max(12),
  /** What the service covers, as headed blocks with optional bullets. */
  sections: z.array(serviceSectionSchema).min(1).max(10),
  /** How it works, in order. */
  steps: z.array(text(600)).min(2).max(12),
  /** What to bring. */
  documents: z.array(text(400)).min(1).max(20),
  /** Says what the indicative fee covers, or that fees are quoted after review. */
  feeNote: text(600),
  faqs: z.array(serviceFaqSchema).min(2).max(20),
  /** The sentence of the call to action. */
  cta: text(400),
});
export type ServiceLanguageContent = z.infer<typeof serviceLanguageContentSchema>;

export const servicePageSchema = z.object({
  slug: serviceSlugField,
  sortOrder: z.int().min(0).max(10_000),
  practiceArea: z.enum(PRACTICE_AREAS).nullable(),
  /** Indicative fixed fee in whole QAR ("from"); null where a fixed fee makes no sense. */
  feeQar: z.int().min(1).max(1_000_000).nullable(),
  relatedSlugs: z.array(z.enum(SERVICE_SLUGS)).max(20),
  ar: serviceLanguageContentSchema,
  en: serviceLanguageContentSchema,
});
export type ServicePageContent = z.infer<typeof servicePageSchema>;

export const serviceSlugInput = z.object({ slug: z.string().max(200) });

/** An admin replaces a page's content; the slug names the page and cannot change. */
export const updateServicePageInput = servicePageSchema
  .refine((page) => !page.relatedSlugs.includes(page.slug as never), { message: "a page cannot list itself as related", path: ["relatedSlugs"] })
  .refine((page) => new Set(page.relatedSlugs).size === page.relatedSlugs.length, { message: "related pages are listed once", path: ["relatedSlugs"] });
