import { CASE_STATUSES } from "#server/cases/constants";
import { COURT_CODES } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { intParam, oneOf, textParam } from "~/utils/search-params";

/** The list state of /admin/cases as URL parameters; shared by the loader, the CSV and the page's links. */

export const ADMIN_CASES_PATH = "/admin/cases";
export const ADMIN_CASES_CSV_PATH = "/admin/cases/export.csv";

/** The sort choices of the list, as one select: "<column>-<direction>". */
export const SORT_CHOICES = ["updated-desc", "updated-asc", "reference-asc", "reference-desc", "next_hearing-asc", "next_hearing-desc"] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export interface AdminCaseParams {
  q?: string;
  status?: (typeof CASE_STATUSES)[number];
  lawyer?: string;
  area?: (typeof PRACTICE_AREAS)[number];
  court?: (typeof COURT_CODES)[number];
  hearings?: "next7";
  sort: SortChoice;
  page: number;
}

/** A value that is not one of the choices is dropped, so a stale or edited link never errors. */
export function readAdminCaseParams(params: URLSearchParams): AdminCaseParams {
  return {
    q: textParam(params.get("q"), 200),
    status: oneOf(params.get("status"), CASE_STATUSES),
    lawyer: textParam(params.get("lawyer"), 128),
    area: oneOf(params.get("area"), PRACTICE_AREAS),
    court: oneOf(params.get("court"), COURT_CODES),
    hearings: params.get("hearings") === "next7" ? "next7" : undefined,
    sort: oneOf(params.get("sort"), SORT_CHOICES) ?? "updated-desc",
    page: intParam(params.get("page"), 1, 10_000) ?? 1,
  };
}

/** The URL parameters of a list state (empty ones and the defaults left out), for links and the CSV. */
export function adminCaseQuery(params: AdminCaseParams): Record<string, string | number | undefined> {
  return {
    q: params.q,
    status: params.status,
    lawyer: params.lawyer,
    area: params.area,
    court: params.court,
    hearings: params.hearings,
    sort: params.sort === "updated-desc" ? undefined : params.sort,
    page: params.page,
  };
}
