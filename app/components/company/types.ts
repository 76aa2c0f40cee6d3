import type { SubmissionResult } from "@conform-to/react";

/** The company dashboard's data as the route hands it to the components (dates already formatted). */
export interface CompanyView {
  viewerRole: "owner" | "member";
  viewerId: string;
  /** Slugs from server/company/catalog.ts; their labels are company:sectors.* and company:services.*. */
  options: { sectors: readonly string[]; services: readonly string[] };
  profile: {
    legal_name_ar: string;
    legal_name_en: string;
    cr_number: string;
    qfc_licence_number: string | null;
    sector: string;
    /** Changes on every save, so the form starts afresh after one. */
    updatedAt: string;
  };
  members: {
    userId: string;
    name: string;
    email: string;
    role: "owner" | "member";
    joined: string;
  }[];
  invites: {
    id: string;
    email: string;
    role: "owner" | "member";
    sent: string;
    expires: string;
  }[];
  consultations: {
    id: string;
    reference: string;
    kind: string;
    status: string;
    when: string | null;
    bookedBy: string;
    lawyerNameAr: string | null;
    lawyerNameEn: string | null;
  }[];
  serviceRequests: {
    id: string;
    service: string;
    details: string;
    status: string;
    created: string;
    requestedBy: string | null;
  }[];
}

export type CompanyIntent = "profile" | "invite" | "revoke-invite" | "remove-member" | "set-role" | "request-service";

/** The result of a refused form: which form it was, so only that one shows its errors. */
export interface CompanyFormReply {
  intent: CompanyIntent;
  result: SubmissionResult<string[]>;
}

export const replyFor = (reply: CompanyFormReply | null | undefined, intent: CompanyIntent) =>
  reply?.intent === intent ? reply.result : undefined;
