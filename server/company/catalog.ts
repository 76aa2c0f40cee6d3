import { z } from "zod";
import { asciiDigits, textField } from "#server/common/fields";
import { emailField } from "#server/common/fields";
import { singleLineString } from "#server/common/text";

/** Sectors offered on the company profile; labels are company:sectors.<slug> in both languages. */
export const COMPANY_SECTORS = [
  "banking_finance",
  "insurance",
  "investment",
  "real_estate",
  "construction",
  "energy",
  "technology",
  "healthcare",
  "hospitality",
  "retail_trade",
  "logistics",
  "manufacturing",
  "education",
  "professional_services",
  "media_sports",
  "non_profit",
  "other",
] as const;

/** Company services one can request (QFC and onshore); labels are company:services.<slug>. */
export const COMPANY_SERVICES = [
  "qfc_registration",
  "qfc_licence_amendment",
  "cr_amendment",
  "corporate_governance_review",
  "employment_contracts",
  "commercial_contracts",
  "shareholder_agreements",
  "compliance_review",
  "liquidation",
  "other",
] as const;

/** The states the firm moves a request through in the back office (issue 10 §5, migration 0013). */
export const SERVICE_REQUEST_STATUSES = ["submitted", "in_progress", "done"] as const;

/** Qatar commercial registration numbers are digits only (up to 10); Arabic-Indic digits count. */
const CR_PATTERN = /^[0-9]{1,10}$/;
/** QFC licence numbers are short codes such as 00123 or 01234A. */
const QFC_PATTERN = /^[A-Z0-9]{3,10}$/;

export const companyProfileInput = z.object({
  legalNameAr: textField({ min: 2, max: 200 }),
  legalNameEn: textField({ min: 2, max: 200 }),
  crNumber: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(40, "validation.tooLong")
    .transform((v) => asciiDigits(v).replace(/[\s-]/g, ""))
    .refine((v) => CR_PATTERN.test(v), { message: "company:validation.crNumber" }),
  qfcLicenceNumber: z
    .string()
    .trim()
    .max(40, "validation.tooLong")
    .optional()
    .transform((v) => (v ? asciiDigits(v).replace(/[\s-]/g, "").toUpperCase() : undefined))
    .refine((v) => v === undefined || QFC_PATTERN.test(v), { message: "company:validation.qfcLicence" }),
  sector: z.enum(COMPANY_SECTORS, { error: "company:validation.sector" }),
});

export const inviteInput = z.object({
  email: emailField,
  role: z.enum(["member", "owner"], { error: "company:validation.role" }),
});

export const serviceRequestInput = z.object({
  service: z.enum(COMPANY_SERVICES, { error: "company:validation.service" }),
  details: textField({ min: 10, max: 5000 }),
});

/** The owners' member and invitation forms (the dashboard's forms parse with these too). */
export const inviteIdInput = z.object({ id: z.uuid({ error: "errors.not_found" }) });
export const memberInput = z.object({ userId: singleLineString().min(1).max(100) });
export const memberRoleInput = memberInput.extend({ role: z.enum(["owner", "member"], { error: "company:validation.role" }) });

/** Invitation tokens travel in a link; they are 32 random bytes, so anything far longer is not one. */
export const inviteTokenInput = z.object({ token: singleLineString().min(1).max(200) });
