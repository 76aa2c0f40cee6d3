import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { BackOfficeNav } from "~/components/back-office/back-office-nav";
import backOfficeStyles from "~/styles/back-office.css?url";
import { requireRole } from "~/utils/guards.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: backOfficeStyles },
];

/**
 * The back office (issue 10): every page under /dashboard/admin shares this frame. The guard here only
 * decides the redirect (spec §2 admin guard); each nested route guards itself too (loaders run in
 * parallel) and every procedure it calls checks the role again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  return null;
}

export default function BackOfficeLayout() {
  return (
    <>
      <BackOfficeNav />
      <Outlet />
    </>
  );
}
