import type { Account } from "./callers";

export type DirectoryProfile = Parameters<Account["caller"]["lawyerDesk"]["saveProfile"]>[0];

/** A complete, valid directory profile as lawyerDesk.saveProfile takes it; `overrides` replaces any field. */
export function directoryProfile(name: string, overrides: Partial<DirectoryProfile> = {}): DirectoryProfile {
  return {
    nameAr: `المحامية ${name}`,
    nameEn: `Counsel ${name}`,
    titleAr: "محامية أمام محكمة الاستئناف",
    titleEn: "Advocate before the Court of Appeal",
    bioAr: "محامية متخصصة في قضايا الأسرة والعقود التجارية، تترافع أمام المحاكم القطرية منذ سنوات.",
    bioEn: "An advocate practising family law and commercial contracts before the Qatari courts for years.",
    practiceAreas: ["family", "commercial"],
    languages: ["ar", "en"],
    city: "doha",
    yearsOfPractice: 9,
    acceptingNewClients: true,
    ...overrides,
  };
}
