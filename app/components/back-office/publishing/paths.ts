/** Where the publishing sections of the back office live (nested routes of /dashboard/admin). */
export const UPDATES_PATH = "/dashboard/admin/updates";
export const LIBRARY_PATH = "/dashboard/admin/library";
