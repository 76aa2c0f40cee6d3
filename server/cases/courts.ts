/**
 * The courts and forums of Qatar a case can be before (issue 9 §1), with their official names in
 * both languages. Real bodies only; the codes are stored in cases.court and case_hearings.court
 * (migrations/0007 checks the same list). No server-only imports: forms and pages use it too.
 */
export const COURTS = [
  { code: "court_of_cassation", ar: "محكمة التمييز", en: "Court of Cassation" },
  { code: "court_of_appeal", ar: "محكمة الاستئناف", en: "Court of Appeal" },
  { code: "court_of_first_instance", ar: "المحكمة الابتدائية", en: "Court of First Instance" },
  { code: "investment_and_trade_court", ar: "محكمة الاستثمار والتجارة", en: "Investment and Trade Court" },
  { code: "supreme_constitutional_court", ar: "المحكمة الدستورية العليا", en: "Supreme Constitutional Court" },
  { code: "administrative_circuits", ar: "الدوائر الإدارية", en: "Administrative Circuits" },
  { code: "family_court", ar: "محكمة الأسرة", en: "Family Court" },
  {
    code: "qfc_civil_and_commercial_court",
    ar: "محكمة قطر الدولية (محكمة مركز قطر للمال المدنية والتجارية)",
    en: "Qatar International Court (QFC Civil and Commercial Court)",
  },
  { code: "qfc_regulatory_tribunal", ar: "المحكمة التنظيمية لمركز قطر للمال", en: "QFC Regulatory Tribunal" },
  {
    code: "qicdrc",
    ar: "مركز قطر الدولي للمحاكم وتسوية المنازعات",
    en: "Qatar International Court and Dispute Resolution Centre (QICDRC)",
  },
  {
    code: "qicca",
    ar: "مركز قطر الدولي للتوفيق والتحكيم",
    en: "Qatar International Center for Conciliation and Arbitration (QICCA)",
  },
  { code: "labour_disputes_committees", ar: "لجان فض المنازعات العمالية", en: "Labour Disputes Settlement Committees" },
  { code: "rental_disputes_committee", ar: "لجنة فض المنازعات الإيجارية", en: "Rental Disputes Settlement Committee" },
  { code: "public_prosecution", ar: "النيابة العامة", en: "Public Prosecution" },
] as const;

export type CourtCode = (typeof COURTS)[number]["code"];
export const COURT_CODES = COURTS.map((court) => court.code) as unknown as readonly [CourtCode, ...CourtCode[]];

/** { code, ar, en } for a stored code, or null. */
export function courtOf(code: string | null | undefined): { code: CourtCode; ar: string; en: string } | null {
  const court = COURTS.find((c) => c.code === code);
  return court ? { code: court.code, ar: court.ar, en: court.en } : null;
}
