import { CASE_STATUSES } from "#server/cases/constants";
import { COURT_CODES } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { listParam, listParams } from "~/components/back-office/list-page/params";

/** The list state of /admin/cases as URL parameters; shared by the loader, the CSV and the page's links. */

export const ADMIN_CASES_PATH = "/admin/cases";
export const ADMIN_CASES_CSV_PATH = "/admin/cases/export.csv";

/** The sort choices of the list, as one select: "<column>-<direction>". */
export const SORT_CHOICES = ["updated-desc", "updated-asc", "reference-asc", "reference-desc", "next_hearing-asc", "next_hearing-desc"] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

const caseListParams = listParams({
  q: listParam.text(200),
  status: listParam.choice(CASE_STATUSES),
  lawyer: listParam.text(128),
  area: listParam.choice(PRACTICE_AREAS),
  court: listParam.choice(COURT_CODES),
  hearings: listParam.choice(["next7"] as const),
  sort: listParam.choiceOr(SORT_CHOICES, "updated-desc"),
  page: listParam.page(10_000),
});

export type AdminCaseParams = ReturnType<typeof caseListParams.read>;
/** A value that is not one of the choices is dropped, so a stale or edited link never errors. */
export const readAdminCaseParams = caseListParams.read;
/** The URL parameters of a list state (empty ones and the defaults left out), for links and the CSV. */
export const adminCaseQuery = caseListParams.query;
