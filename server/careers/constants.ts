/** Job types (check constraint in migrations/0004); labels are `careers:types.<key>`. Browser-safe. */
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A posting's words in both languages, as its columns hold them (job_postings). */
export interface PostingTextColumns {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  requirements_ar: string[];
  requirements_en: string[];
  location_ar: string;
  location_en: string;
}

/** CVs live here, privately: never public, served only to admins through a signed link. */
export const CAREERS_BUCKET = "careers";

/** Issue 3 §4: the CV is size-capped. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type CvContentType = keyof typeof CV_TYPES;
