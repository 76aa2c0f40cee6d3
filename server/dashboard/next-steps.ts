import type { Role, VerificationStatus } from "#db/schema";

export type NextStep =
  | "confirm_email"
  | "upload_documents"
  | "await_verification"
  | "resubmit_documents"
  | "book_consultation"
  | "browse_lawyers"
  | "complete_profile"
  | "review_verifications"
  | "manage_cases"
  | "set_password"
  | "consultation_awaiting"
  | "prepare_consultation"
  | "create_directory_profile"
  | "set_availability"
  | "answer_requests"
  | "renew_licence";

/** What the dashboard suggests next, from facts the server knows (issue 2: "next steps that apply"). */
export function computeNextSteps(opts: {
  role: Role | null;
  emailVerified: boolean;
  verificationStatus: VerificationStatus;
  documentCount: number;
  hasPassword: boolean;
  pendingVerifications?: number;
  /** Client side (individual, company): requests waiting for a lawyer, and a confirmed one still ahead. */
  awaitingConfirmation?: number;
  hasUpcomingConfirmed?: boolean;
  /** Lawyer side: whether the directory profile and weekly hours exist, and requests waiting for an answer. */
  hasDirectoryProfile?: boolean;
  /** Lawyer side: the licence on record has lapsed (issue 25 §10): renewing it comes before anything else. */
  licenceExpired?: boolean;
  hasWeeklyHours?: boolean;
  pendingRequests?: number;
}): NextStep[] {
  const steps: NextStep[] = [];
  const lapsed = opts.role === "lawyer" && opts.licenceExpired === true;
  if (lapsed) steps.push("renew_licence");
  if (!opts.emailVerified) steps.push("confirm_email");
  if (!opts.hasPassword) steps.push("set_password");
  const needsVerification = opts.role === "lawyer" || opts.role === "company";
  if (needsVerification) {
    // A verified account has nothing more to send, whatever its documents list holds (issue 29).
    if (opts.verificationStatus === "rejected") steps.push("resubmit_documents");
    else if (opts.verificationStatus !== "verified") {
      if (opts.documentCount === 0) steps.push("upload_documents");
      else if (opts.verificationStatus === "pending") steps.push("await_verification");
    }
  }
  if (opts.role === "admin") {
    if ((opts.pendingVerifications ?? 0) > 0)
      steps.push("review_verifications");
    steps.push("manage_cases");
  } else if (opts.role === "lawyer") {
    // A lapsed lawyer answers nothing: their requests went to the office.
    if ((opts.pendingRequests ?? 0) > 0 && !lapsed) steps.push("answer_requests");
    if (!opts.hasDirectoryProfile) steps.push("create_directory_profile");
    else if (!opts.hasWeeklyHours) steps.push("set_availability");
    steps.push("complete_profile");
  } else {
    if (opts.hasUpcomingConfirmed) steps.push("prepare_consultation");
    if ((opts.awaitingConfirmation ?? 0) > 0)
      steps.push("consultation_awaiting");
    steps.push("book_consultation", "browse_lawyers");
  }
  return steps;
}
