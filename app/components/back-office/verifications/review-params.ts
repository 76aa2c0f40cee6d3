import { MAX_PAGE } from "#server/common/search";
import { REVIEW_KINDS, REVIEW_STATES, type ReviewKind, type ReviewState } from "#server/verifications/schemas";
import { intParam, oneOf, textParam } from "~/utils/search-params";

/** The list state of /dashboard/admin/verifications as URL parameters; shared by the loader and the page's links. */

export const ADMIN_VERIFICATIONS_PATH = "/dashboard/admin/verifications";
export const adminVerificationPath = (id: string) => `${ADMIN_VERIFICATIONS_PATH}/${encodeURIComponent(id)}`;

export interface ReviewParams {
  q?: string;
  kind?: ReviewKind;
  state: ReviewState;
  page: number;
}

/** A value that is not one of the choices is dropped, so a stale or edited link never errors. */
export function readReviewParams(params: URLSearchParams): ReviewParams {
  return {
    q: textParam(params.get("q"), 200),
    kind: oneOf(params.get("kind"), REVIEW_KINDS),
    state: oneOf(params.get("state"), REVIEW_STATES) ?? "pending",
    page: intParam(params.get("page"), 1, MAX_PAGE) ?? 1,
  };
}

/** The URL parameters of a list state (the defaults left out), for links. */
export function reviewQuery(params: ReviewParams): Record<string, string | number | undefined> {
  return { q: params.q, kind: params.kind, state: params.state === "pending" ? undefined : params.state, page: params.page };
}
