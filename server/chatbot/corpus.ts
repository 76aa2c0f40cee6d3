import { sql } from "kysely";
import type { DB } from "#db/index";
import { listOpenPostings } from "#server/careers/applications";
import { listPublishedUpdates } from "#server/legal-updates/queries";
import { listUpdatesInput } from "#server/legal-updates/schemas";
import { CITIES, LANGUAGES, PRACTICE_AREAS } from "#server/lawyers/catalog";
import { searchLawyers } from "#server/lawyers/queries";
import { searchLawyersInput } from "#server/lawyers/schemas";
import { listPublishedLibraryItems } from "#server/library/queries";
import { listLibraryInput } from "#server/library/schemas";
import { getServicePage, listServicePages } from "#server/services/queries";
import type { AppLocale } from "~/i18n/config";
import { catalogueOf } from "~/i18n/i18next.server";
import { accountPassages } from "./account-pages";
import type { Passage } from "./types";

// The passage's shape lives in ./types.ts, where ./account-pages.ts names it too without importing this file.
export type { Passage, PassageKind } from "./types";

/**
 * Everything the assistant may answer from (issue 11 §1), read through the same public queries the
 * public procedures answer with, so it sees exactly what the site shows: drafts, scheduled items not yet due,
 * withdrawn updates, closed postings and unlisted lawyers never reach it. The informational pages come
 * from their locale text (app/locales/{ar,en}/pages.json), the same text the pages render.
 */
export async function loadPassages(db: DB): Promise<Passage[]> {
  const out: Passage[] = [];

  // Service pages: the intro, each section, the steps, the documents, the fee and each FAQ.
  for (const link of await listServicePages(db)) {
    const page = await getServicePage(db, link.slug).catch(() => null);
    if (!page) continue;
    for (const locale of ["ar", "en"] as const) {
      const c: ServiceLanguage = page[locale];
      const area = page.practiceArea ?? undefined;
      const base = { locale, title: c.title, area, keywords: `${c.title} ${c.metaDescription ?? ""}` };
      const url = link.slug;
      out.push({ ...base, id: `service:${url}:intro:${locale}`, kind: "service", url, text: c.intro });
      c.sections.forEach((s, i) =>
        out.push({ ...base, id: `service:${url}:section${i}:${locale}`, kind: "service", url, text: [s.heading, s.body, ...s.points].join(" — "), keywords: `${base.keywords} ${s.heading}` }),
      );
      const label = KIND_KEYWORDS[locale];
      out.push({ ...base, id: `service:${url}:steps:${locale}`, kind: "steps", url: `${url}#steps`, text: c.steps.join(" — "), keywords: `${base.keywords} ${label.steps}` });
      out.push({ ...base, id: `service:${url}:documents:${locale}`, kind: "documents", url: `${url}#documents`, text: c.documents.join(" — "), keywords: `${base.keywords} ${label.documents}` });
      const fee = page.feeQar;
      out.push({
        ...base,
        id: `service:${url}:fee:${locale}`,
        kind: "fee",
        url: `${url}#fees`,
        keywords: `${base.keywords} ${label.fee}`,
        text: fee ? `${locale === "ar" ? `الرسوم التقديرية تبدأ من ${fee} ريال قطري.` : `Indicative fee from QAR ${fee}.`} ${c.feeNote}` : c.feeNote,
      });
      c.faqs.forEach((f, i) =>
        out.push({ ...base, id: `service:${url}:faq${i}:${locale}`, kind: "faq", url: `${url}#faq`, text: `${f.question} ${f.answer}`, keywords: `${base.keywords} ${f.question}` }),
      );
    }
  }

  // Legal updates: every published one (the list is paginated).
  for (let page = 1; page <= 50; page++) {
    const list = await listPublishedUpdates(db, listUpdatesInput.parse({ page }));
    for (const item of list.items as unknown as UpdateSummary[]) {
      for (const locale of ["ar", "en"] as const) {
        out.push({
          id: `update:${item.id}:${locale}`,
          locale,
          kind: "update",
          title: item[`title_${locale}`],
          url: `/legal-updates/${item.id}`,
          text: item[`summary_${locale}`],
          keywords: `${item.category ?? ""} ${(item.tags ?? []).join(" ")}`,
        });
      }
    }
    if (page >= list.pageCount) break;
  }

  // The legal library.
  for (let page = 1; page <= 50; page++) {
    const list = await listPublishedLibraryItems(db, listLibraryInput.parse({ page }));
    for (const item of list.items as unknown as LibrarySummary[]) {
      for (const locale of ["ar", "en"] as const) {
        out.push({
          id: `library:${item.id}:${locale}`,
          locale,
          kind: "library",
          title: item[`title_${locale}`],
          url: `/legal-library?q=${encodeURIComponent(item.title_en.slice(0, 60))}`,
          text: item[`summary_${locale}`] || item[`title_${locale}`],
          keywords: `${item.kind ?? ""} ${item.jurisdiction ?? ""} ${item.year ?? ""}`,
        });
      }
    }
    if (page >= list.pageCount) break;
  }

  // Open job postings.
  for (const posting of (await listOpenPostings(db)) as unknown as JobSummary[]) {
    for (const locale of ["ar", "en"] as const) {
      out.push({
        id: `job:${posting.id}:${locale}`,
        locale,
        kind: "job",
        title: posting[`title_${locale}`],
        url: `/careers/${posting.id}`,
        text: [posting[`description_${locale}`], posting[`requirements_${locale}`]].filter(Boolean).join(" ").slice(0, 1200),
        keywords: `${posting[`location_${locale}`] ?? ""} ${posting.employment_type ?? ""}`,
      });
    }
  }

  // Lawyers listed in the directory: areas, languages, city, consultation kinds and fees.
  const lawyerLabels = { ar: catalogueOf("ar", "lawyers"), en: catalogueOf("en", "lawyers") } as Record<AppLocale, LawyerLabels>;
  for (let page = 1; page <= 200; page++) {
    const result = await searchLawyers(db, searchLawyersInput.parse({ q: "", page, sort: "experience" }));
    for (const lawyer of result.items) {
      for (const locale of ["ar", "en"] as const) {
        const labels = lawyerLabels[locale];
        const areas = lawyer.practiceAreas.map((a) => labels.areas?.[a] ?? a).join(locale === "ar" ? "، " : ", ");
        const langs = lawyer.languages.map((l) => labels.languages?.[l] ?? l).join(locale === "ar" ? "، " : ", ");
        const city = labels.cities?.[lawyer.city] ?? lawyer.city;
        const kinds = lawyer.consultations
          .map((c) => `${labels.kinds?.[c.kind] ?? c.kind} (${locale === "ar" ? `${c.feeQar} ريال قطري` : `QAR ${c.feeQar}`})`)
          .join(locale === "ar" ? "، " : ", ");
        const text =
          locale === "ar"
            ? `${lawyer.name.ar}، ${lawyer.title.ar}. مجالات الممارسة: ${areas}. اللغات: ${langs}. المدينة: ${city}. الاستشارات: ${kinds}.`
            : `${lawyer.name.en}, ${lawyer.title.en}. Practice areas: ${areas}. Languages: ${langs}. City: ${city}. Consultations: ${kinds}.`;
        out.push({
          id: `lawyer:${lawyer.id}:${locale}`,
          locale,
          kind: "lawyer",
          title: lawyer.name[locale],
          url: `/lawyer-profile/${lawyer.id}`,
          text,
          keywords: `${lawyer.name.ar} ${lawyer.name.en}`,
          area: lawyer.practiceAreas[0],
        });
      }
    }
    if (page >= result.pageCount) break;
  }

  // The informational pages that have no table of their own.
  const pages = { ar: catalogueOf("ar", "pages"), en: catalogueOf("en", "pages") } as unknown as Record<AppLocale, Record<string, StaticPage>>;
  for (const [key, url] of STATIC_PAGES) {
    for (const locale of ["ar", "en"] as const) {
      const p = pages[locale][key];
      if (!p) continue;
      out.push({ id: `page:${key}:intro:${locale}`, locale, kind: "page", title: p.heading, url, text: `${p.intro} ${p.cta ?? ""}`, keywords: p.description ?? "" });
      (p.sections ?? []).forEach((s, i) =>
        out.push({
          id: `page:${key}:section${i}:${locale}`,
          locale,
          kind: "page",
          title: p.heading,
          url,
          text: [s.heading, s.body, ...(s.points ?? [])].join(" — "),
          keywords: s.heading,
        }),
      );
    }
  }
  // The account pages: where to sign in, reset a password, close an account (./account-pages.ts).
  out.push(...accountPassages());
  return out;
}

/** What a service page's steps, documents and fee blocks are called, so "which documents" finds the list. */
const KIND_KEYWORDS: Record<AppLocale, { steps: string; documents: string; fee: string }> = {
  ar: { steps: "الخطوات طريقة العمل", documents: "المستندات المطلوبة", fee: "الرسوم التكلفة" },
  en: { steps: "steps how it works", documents: "documents to bring", fee: "fees cost" },
};

const STATIC_PAGES: [string, string][] = [
  ["about", "/about"],
  ["contact", "/contact"],
  ["careers", "/careers"],
  ["consultations", "/consultations"],
  ["voiceConsultation", "/voice-consultation"],
  ["legalLibrary", "/legal-library"],
  ["directory", "/browse-law-firms"],
  ["legalUpdates", "/legal-updates"],
];

/**
 * Changes when anything the assistant reads changes: every row version (xmin) and count of the
 * content tables, and how many dated items are due by now (a scheduled update goes live with no write).
 * One cheap query per question keeps the index current without a restart or a hook in every editor.
 */
export async function contentFingerprint(db: DB): Promise<string> {
  const row = await sql<{ f: string }>`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from service_pages),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from legal_updates),
      (select count(*) filter (where published_at <= now()) from legal_updates),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from library_items),
      (select count(*) filter (where published_at <= now()) from library_items),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from job_postings),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from lawyers),
      (select count(*) from lawyers where licence_expires_on < qatar_today()),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from profiles where user_type = 'lawyer')
    ) as f`.execute(db);
  return row.rows[0]?.f ?? "";
}

type ServiceLanguage = {
  title: string;
  metaDescription?: string;
  intro: string;
  sections: { heading: string; body: string; points: string[] }[];
  steps: string[];
  documents: string[];
  feeNote: string;
  faqs: { question: string; answer: string }[];
};
type UpdateSummary = { id: string; category?: string; tags?: string[]; title_ar: string; title_en: string; summary_ar: string; summary_en: string };
type LibrarySummary = { id: string; kind?: string; jurisdiction?: string; year?: number; title_ar: string; title_en: string; summary_ar: string; summary_en: string };
type JobSummary = {
  id: string;
  employment_type?: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  requirements_ar?: string;
  requirements_en?: string;
  location_ar?: string;
  location_en?: string;
};
type LawyerLabels = { areas?: Record<string, string>; languages?: Record<string, string>; cities?: Record<string, string>; kinds?: Record<string, string> };
type StaticPage = { heading: string; description?: string; intro: string; cta?: string; sections?: { heading: string; body: string; points?: string[] }[] };

export const CATALOG = { PRACTICE_AREAS, CITIES, LANGUAGES };
