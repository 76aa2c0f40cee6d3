import { USER_ROLE_FILTERS, USER_SORTS, USER_STATES } from "#server/users/schemas";
import { listParam, listParams } from "~/components/back-office/list-page/params";

/** The list state of /dashboard/admin/users as URL parameters; shared by the loader and the page's links. */

export const ADMIN_USERS_PATH = "/dashboard/admin/users";
export const adminUserPath = (id: string) => `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`;

const userListParams = listParams({
  q: listParam.text(200),
  role: listParam.choice(USER_ROLE_FILTERS),
  state: listParam.choice(USER_STATES),
  sort: listParam.choiceOr(USER_SORTS, "created-desc"),
  page: listParam.page(),
});

export type AdminUserParams = ReturnType<typeof userListParams.read>;
export const readAdminUserParams = userListParams.read;
export const adminUserQuery = userListParams.query;
