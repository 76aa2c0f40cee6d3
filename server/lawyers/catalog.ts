/**
 * The reference lists of the lawyer directory (issue 3 §2). The migrations enforce the same values
 * with check constraints (migrations/0003_lawyer_directory.ts; the practice areas as last widened by
 * 0034_employment_practice_area.ts, so a new area needs a migration); their labels live in
 * app/locales/{ar,en}/lawyers.json. No server-only imports: the directory form uses these lists too.
 */

/** The service categories a lawyer may practise in; each has a service page. */
export const PRACTICE_AREAS = [
  "commercial",
  "commercial-litigation",
  "criminal",
  "family",
  "employment",
  "dispute-resolution",
  "civil",
  "commercial-cases",
  "contract-drafting",
  "legal-translation",
  "company-services",
  "qfc-litigation",
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

/** The service page of each practice area (spec §2 routes), so a profile links to what the lawyer handles. */
export const SERVICE_PAGE_OF_AREA = {
  commercial: "/services/commercial",
  "commercial-litigation": "/services/commercial/litigation",
  criminal: "/services/criminal",
  family: "/services/family",
  employment: "/services/employment",
  "dispute-resolution": "/services/dispute-resolution",
  civil: "/services/civil-cases",
  "commercial-cases": "/services/commercial-cases",
  "contract-drafting": "/services/contract-drafting",
  "legal-translation": "/legal-translation",
  "company-services": "/company-services",
  "qfc-litigation": "/company-services/qfc-qicdrc/litigation",
} as const satisfies Record<PracticeArea, string>;

/** Languages a lawyer may speak (ISO 639-1), the ones clients in Qatar ask for most. */
export const LANGUAGES = ["ar", "en", "fr", "ur", "hi", "ml", "tl", "fa", "bn", "tr"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const CITIES = [
  "doha",
  "al-rayyan",
  "al-wakrah",
  "lusail",
  "al-khor",
  "umm-salal",
  "al-daayen",
  "al-shamal",
  "mesaieed",
  "dukhan",
] as const;
export type City = (typeof CITIES)[number];

/**
 * Qatar's court roll, lowest first. A lawyer on a higher roll may also appear before the lower
 * courts, so filtering by a level finds that level and those above it.
 */
export const ROLL_LEVELS = ["first_instance", "appeal", "cassation"] as const;

/**
 * Every level of Qatar's roll of lawyers an admin records at verification (issue 10 §2): a trainee
 * lawyer (under training) is on the roll but admitted before no court on their own, so the
 * directory's "admitted before" filter (ROLL_LEVELS) starts above it.
 */
export const COURT_ROLL_LEVELS = ["trainee", ...ROLL_LEVELS] as const;
export type RollLevel = (typeof COURT_ROLL_LEVELS)[number];

export const CONSULTATION_KINDS = ["written", "video", "voice", "in_person"] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

/** The column holding each kind's fee (QAR, whole riyals; null when the kind is not offered). */
export const FEE_COLUMNS = {
  written: "fee_written_qar",
  video: "fee_video_qar",
  voice: "fee_voice_qar",
  in_person: "fee_in_person_qar",
} as const satisfies Record<ConsultationKind, string>;

/** "rating": the average of visible reviews (issue 12 §4), more reviews first on a tie; unrated lawyers last. */
export const SORTS = ["relevance", "experience", "fee", "rating"] as const;
export type DirectorySort = (typeof SORTS)[number];

export const PAGE_SIZE = 12;
export const MAX_FEE_QAR = 100_000;
export const MAX_QUERY_LENGTH = 100;
