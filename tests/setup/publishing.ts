import type { DB } from "#db/index";
import { anonymousCaller, userWithRole } from "./callers";
import { PDF_BYTES } from "./file-fixtures";

export { codeOf } from "../integration/consultations/support";

export type Account = Awaited<ReturnType<typeof userWithRole>>;
export type Caller = Account["caller"] | ReturnType<typeof anonymousCaller>;

export const ROLES = ["anonymous", "unset", "individual", "company", "lawyer", "admin"] as const;
export type Who = (typeof ROLES)[number];

/** One signed-in account per role (and the anonymous visitor). */
export async function makeRoles(db: DB): Promise<Record<Who, Caller>> {
  const [unset, individual, company, lawyer, admin] = await Promise.all([
    userWithRole(db, null),
    userWithRole(db, "individual"),
    userWithRole(db, "company"),
    userWithRole(db, "lawyer"),
    userWithRole(db, "admin", { name: "Publishing Admin" }),
  ]);
  return {
    anonymous: anonymousCaller(db),
    unset: unset.caller,
    individual: individual.caller,
    company: company.caller,
    lawyer: lawyer.caller,
    admin: admin.caller,
  };
}

let n = 0;
/** The content fields of a valid legal update (both languages). */
export function updateContent(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    titleAr: `تعديل جديد على قانون الشركات ${n}`,
    titleEn: `New amendment to the Companies Law ${n}`,
    summaryAr: "ملخص التعديل وأثره على الشركات.",
    summaryEn: "What the amendment changes for companies.",
    bodyAr: "## ما الجديد\n\nنص **التعديل**.",
    bodyEn: "## What is new\n\nThe **amendment** text.",
    category: "corporate" as const,
    tags: ["companies", "amendment"],
    authorId: null as string | null,
    ...overrides,
  };
}

/** The metadata of a valid library item (both languages). */
export function libraryContent(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    kind: "law" as const,
    jurisdiction: "qatar" as const,
    documentLanguage: "both" as const,
    year: 2024,
    titleAr: `قانون العمل رقم ${n}`,
    titleEn: `Labour Law No. ${n}`,
    summaryAr: "نص القانون مع تعديلاته.",
    summaryEn: "The law with its amendments.",
    ...overrides,
  };
}

export const pdfFile = (name = "labour-law.pdf") => ({ fileName: name, bytes: PDF_BYTES });

export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
