/** Paths no search engine should crawl or index: personal areas and machinery (robots.txt, noindex). */
export const DISALLOWED_PATHS = [
  "/dashboard/",
  "/admin/",
  "/account-settings",
  "/account-closed",
  "/notifications",
  "/case/",
  "/api/",
  "/files/",
  "/client-area",
  "/signup",
  "/forgot-password",
  "/update-password",
  "/verify-email",
  "/company-invite",
] as const;

export function isIndexable(pathname: string): boolean {
  return !DISALLOWED_PATHS.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
}
