import { describe, expect, it } from "vitest";
import { computeNextSteps } from "#server/dashboard/next-steps";

const base = { emailVerified: true, verificationStatus: "none" as const, documentCount: 0, hasPassword: true };

describe("dashboard next steps", () => {
  it("tells a client about a request waiting for the lawyer and a confirmed consultation ahead", () => {
    expect(computeNextSteps({ ...base, role: "individual" })).toEqual(["book_consultation", "browse_lawyers"]);
    expect(computeNextSteps({ ...base, role: null, awaitingConfirmation: 1, hasUpcomingConfirmed: true })).toEqual([
      "prepare_consultation",
      "consultation_awaiting",
      "book_consultation",
      "browse_lawyers",
    ]);
  });

  it("leads a lawyer from directory profile to weekly hours to answering requests", () => {
    const lawyer = { ...base, role: "lawyer" as const, verificationStatus: "verified" as const, documentCount: 2 };
    expect(computeNextSteps({ ...lawyer, hasDirectoryProfile: false })).toEqual(["create_directory_profile", "complete_profile"]);
    expect(computeNextSteps({ ...lawyer, hasDirectoryProfile: true, hasWeeklyHours: false })).toEqual(["set_availability", "complete_profile"]);
    expect(computeNextSteps({ ...lawyer, hasDirectoryProfile: true, hasWeeklyHours: true, pendingRequests: 3 })).toEqual([
      "answer_requests",
      "complete_profile",
    ]);
  });

  it("puts renewing a lapsed licence first, and asks a lapsed lawyer to answer nothing (issue 25 §10)", () => {
    const lawyer = { ...base, role: "lawyer" as const, verificationStatus: "verified" as const, documentCount: 2 };
    expect(computeNextSteps({ ...lawyer, hasDirectoryProfile: true, hasWeeklyHours: true, pendingRequests: 3, licenceExpired: true })).toEqual([
      "renew_licence",
      "complete_profile",
    ]);
    // Only a lawyer's licence lapses.
    expect(computeNextSteps({ ...base, role: "individual", licenceExpired: true })).not.toContain("renew_licence");
  });

  it("asks for documents only while the firm has not verified the account (issue 29)", () => {
    for (const role of ["lawyer", "company"] as const) {
      expect(computeNextSteps({ ...base, role, verificationStatus: "verified", documentCount: 0 })).not.toContain("upload_documents");
      expect(computeNextSteps({ ...base, role, verificationStatus: "none", documentCount: 0 })).toContain("upload_documents");
      expect(computeNextSteps({ ...base, role, verificationStatus: "pending", documentCount: 1 })).toContain("await_verification");
      expect(computeNextSteps({ ...base, role, verificationStatus: "rejected", documentCount: 1 })).toContain("resubmit_documents");
    }
  });
});
