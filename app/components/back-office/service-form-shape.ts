import type { ServicePageContent } from "#server/services/schemas";

/**
 * The service page editor's form values (issue 10 §4) and its addresses. Plain data, shared by the
 * route (server) and the form component (browser). The form's names mirror this shape: `title.ar`,
 * `steps[2].en`, `sections[0].points.ar` (one point per line), `faqs[1].order`, `audience[3].remove`.
 */

/** Blank rows offered under each list, so an item can be added without JavaScript. */
export const BLANK_ROWS = { audience: 2, steps: 2, documents: 2, sections: 1, faqs: 2 } as const;

export type Pair = { ar: string; en: string };
/** `remove` is a checkbox: posted as "on" when ticked, never prefilled. */
export type LineRow = { ar: string; en: string; order: string; remove?: string };
export type SectionRow = { heading: Pair; body: Pair; points: Pair; order: string; remove?: string };
export type FaqRow = { question: Pair; answer: Pair; order: string; remove?: string };

export interface ServiceEditorValues {
  slug: string;
  sortOrder: string;
  practiceArea: string;
  feeQar: string;
  relatedSlugs: string[];
  title: Pair;
  metaTitle: Pair;
  metaDescription: Pair;
  intro: Pair;
  feeNote: Pair;
  cta: Pair;
  audience: LineRow[];
  steps: LineRow[];
  documents: LineRow[];
  sections: SectionRow[];
  faqs: FaqRow[];
}

const pairOf = (content: ServicePageContent | null, key: "title" | "metaTitle" | "metaDescription" | "intro" | "feeNote" | "cta"): Pair => ({
  ar: content?.ar[key] ?? "",
  en: content?.en[key] ?? "",
});

/** The items of both languages side by side, row by row (the longer list decides the count). */
function pairRows<T>(ar: readonly T[], en: readonly T[]): [T | undefined, T | undefined][] {
  return Array.from({ length: Math.max(ar.length, en.length) }, (_, i) => [ar[i], en[i]]);
}

function withBlanks<T>(rows: T[], blanks: number, blank: (order: string) => T, orderOf: (row: T, i: number) => T): T[] {
  return [...rows.map(orderOf), ...Array.from({ length: blanks }, (_, i) => blank(String(rows.length + i + 1)))];
}

/** The form's values for a page's content (null: a new page), with blank rows after each list. */
export function editorValuesOf(content: ServicePageContent | null): ServiceEditorValues {
  const lines = (key: "audience" | "steps" | "documents") =>
    withBlanks<LineRow>(
      pairRows(content?.ar[key] ?? [], content?.en[key] ?? []).map(([ar, en]) => ({ ar: ar ?? "", en: en ?? "", order: "" })),
      BLANK_ROWS[key],
      (order) => ({ ar: "", en: "", order }),
      (row, i) => ({ ...row, order: String(i + 1) }),
    );
  const blankPair = { ar: "", en: "" };
  return {
    slug: content?.slug ?? "",
    sortOrder: String(content?.sortOrder ?? 100),
    practiceArea: content?.practiceArea ?? "",
    feeQar: content?.feeQar == null ? "" : String(content.feeQar),
    relatedSlugs: [...(content?.relatedSlugs ?? [])],
    title: pairOf(content, "title"),
    metaTitle: pairOf(content, "metaTitle"),
    metaDescription: pairOf(content, "metaDescription"),
    intro: pairOf(content, "intro"),
    feeNote: pairOf(content, "feeNote"),
    cta: pairOf(content, "cta"),
    audience: lines("audience"),
    steps: lines("steps"),
    documents: lines("documents"),
    sections: withBlanks<SectionRow>(
      pairRows(content?.ar.sections ?? [], content?.en.sections ?? []).map(([ar, en]) => {
        return {
          heading: { ar: ar?.heading ?? "", en: en?.heading ?? "" },
          body: { ar: ar?.body ?? "", en: en?.body ?? "" },
          points: { ar: (ar?.points ?? []).join("\n"), en: (en?.points ?? []).join("\n") },
          order: "",
        };
      }),
      BLANK_ROWS.sections,
      (order) => ({ heading: blankPair, body: blankPair, points: blankPair, order }),
      (row, i) => ({ ...row, order: String(i + 1) }),
    ),
    faqs: withBlanks<FaqRow>(
      pairRows(content?.ar.faqs ?? [], content?.en.faqs ?? []).map(([ar, en]) => {
        return { question: { ar: ar?.question ?? "", en: en?.question ?? "" }, answer: { ar: ar?.answer ?? "", en: en?.answer ?? "" }, order: "" };
      }),
      BLANK_ROWS.faqs,
      (order) => ({ question: blankPair, answer: blankPair, order }),
      (row, i) => ({ ...row, order: String(i + 1) }),
    ),
  };
}

/** A page's editor in the back office: /dashboard/admin/services/services/family for /services/family. */
export function editorPathOf(slug: string): string {
  return `/dashboard/admin/services${slug}`;
}

/** Its preview (the draft rendered by the public page's components). */
export function previewPathOf(slug: string, opts: { version?: number } = {}): string {
  return `/dashboard/admin/services/preview${slug}${opts.version ? `?version=${opts.version}` : ""}`;
}
