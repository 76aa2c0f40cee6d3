import { MAX_PAGE } from "#server/common/search";
import { USER_ROLE_FILTERS, USER_SORTS, USER_STATES, type UserRoleFilter, type UserSort, type UserState } from "#server/users/schemas";
import { intParam, oneOf, textParam } from "~/utils/search-params";

/** The list state of /dashboard/admin/users as URL parameters; shared by the loader and the page's links. */

export const ADMIN_USERS_PATH = "/dashboard/admin/users";
export const adminUserPath = (id: string) => `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`;

export interface AdminUserParams {
  q?: string;
  role?: UserRoleFilter;
  state?: UserState;
  sort: UserSort;
  page: number;
}

/** A value that is not one of the choices is dropped, so a stale or edited link never errors. */
export function readAdminUserParams(params: URLSearchParams): AdminUserParams {
  return {
    q: textParam(params.get("q"), 200),
    role: oneOf(params.get("role"), USER_ROLE_FILTERS),
    state: oneOf(params.get("state"), USER_STATES),
    sort: oneOf(params.get("sort"), USER_SORTS) ?? "created-desc",
    page: intParam(params.get("page"), 1, MAX_PAGE) ?? 1,
  };
}

/** The URL parameters of a list state (empty ones and the defaults left out), for links. */
export function adminUserQuery(params: AdminUserParams): Record<string, string | number | undefined> {
  return {
    q: params.q,
    role: params.role,
    state: params.state,
    sort: params.sort === "created-desc" ? undefined : params.sort,
    page: params.page,
  };
}
