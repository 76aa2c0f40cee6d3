import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts";
import * as m0002 from "./0002_directory_updates_cases";
import * as m0003 from "./0003_lawyer_directory";
import * as m0004 from "./0004_updates_library_careers_contact";
import * as m0005 from "./0005_service_pages";
import * as m0006 from "./0006_consultations";
import * as m0007 from "./0007_cases";
import * as m0008 from "./0008_audit_log";
import * as m0009 from "./0009_verification_review";
import * as m0010 from "./0010_user_suspension";
import * as m0011 from "./0011_content_editing";
import * as m0012 from "./0012_publishing";
import * as m0013 from "./0013_inboxes";
import * as m0014 from "./0014_two_factor";
import * as m0015 from "./0015_case_search";
import * as m0016 from "./0016_consultation_escalation";
import * as m0017 from "./0017_chatbot";
import * as m0018 from "./0018_mail_outbox";
import * as m0021 from "./0021_account_closure";
import * as m0022 from "./0022_storage_deletions";
import * as m0023 from "./0023_public_content_notify";
import * as m0024 from "./0024_data_exports";
import * as m0025 from "./0025_lawyer_reviews";
import * as m0027 from "./0027_lawyer_standing";
import * as m0028 from "./0028_text_search";
import * as m0029 from "./0029_totp_codes_used";
import * as m0030 from "./0030_licence_lapse";
import * as m0031 from "./0031_email_history";
import * as m0032 from "./0032_former_client_documents";
import * as m0033 from "./0033_firm_profile";
import * as m0034 from "./0034_employment_practice_area";
import * as m0035 from "./0035_chatbot_handoff_keys";
import * as m0036 from "./0036_engagement_and_billing";
import * as m0037 from "./0037_payment_reconciliation";
import * as m0038 from "./0038_letter_in_force";
import * as m0039 from "./0039_duplicate_payments";
import * as m0040 from "./0040_firm_directions_mail_sender";
import * as m0041 from "./0041_admin_notices";
import * as m0042 from "./0042_invoice_service_area";
import * as m0043 from "./0043_finance_rollups";
import * as m0044 from "./0044_refund_watch";

/**
 * Every migration, in order. Listed statically (not read from disk) so the same set runs from the
 * scripts, the server bundle and the tests. Never edit one that has landed: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_directory_updates_cases": m0002,
  "0003_lawyer_directory": m0003,
  "0004_updates_library_careers_contact": m0004,
  "0005_service_pages": m0005,
  "0006_consultations": m0006,
  "0007_cases": m0007,
  "0008_audit_log": m0008,
  "0009_verification_review": m0009,
  "0010_user_suspension": m0010,
  "0011_content_editing": m0011,
  "0012_publishing": m0012,
  "0013_inboxes": m0013,
  "0014_two_factor": m0014,
  "0015_case_search": m0015,
  "0016_consultation_escalation": m0016,
  "0017_chatbot": m0017,
  "0018_mail_outbox": m0018,
  "0021_account_closure": m0021,
  "0022_storage_deletions": m0022,
  "0023_public_content_notify": m0023,
  "0024_data_exports": m0024,
  "0025_lawyer_reviews": m0025,
  "0027_lawyer_standing": m0027,
  "0028_text_search": m0028,
  "0029_totp_codes_used": m0029,
  "0030_licence_lapse": m0030,
  "0031_email_history": m0031,
  "0032_former_client_documents": m0032,
  "0033_firm_profile": m0033,
  "0034_employment_practice_area": m0034,
  "0035_chatbot_handoff_keys": m0035,
  "0036_engagement_and_billing": m0036,
  "0037_payment_reconciliation": m0037,
  "0038_letter_in_force": m0038,
  "0039_duplicate_payments": m0039,
  "0040_firm_directions_mail_sender": m0040,
  "0041_admin_notices": m0041,
  "0042_invoice_service_area": m0042,
  "0043_finance_rollups": m0043,
  "0044_refund_watch": m0044,
};
