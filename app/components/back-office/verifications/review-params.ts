import { REVIEW_KINDS, REVIEW_STATES } from "#server/verifications/schemas";
import { listParam, listParams } from "~/components/back-office/list-page/params";

/** The list state of /dashboard/admin/verifications as URL parameters; shared by the loader and the page's links. */

export const ADMIN_VERIFICATIONS_PATH = "/dashboard/admin/verifications";
export const adminVerificationPath = (id: string) => `${ADMIN_VERIFICATIONS_PATH}/${encodeURIComponent(id)}`;

const reviewListParams = listParams({
  q: listParam.text(200),
  kind: listParam.choice(REVIEW_KINDS),
  state: listParam.choiceOr(REVIEW_STATES, "pending"),
  page: listParam.page(),
});

export type ReviewParams = ReturnType<typeof reviewListParams.read>;
export const readReviewParams = reviewListParams.read;
/** The URL parameters of a list state (the defaults left out), for links. */
export const reviewQuery = reviewListParams.query;
