import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readLocaleParam } from "~/i18n/i18next.server";
import { DASHBOARD_BY_ROLE, requireViewer } from "~/utils/guards.server";
import { callerFor } from "~/utils/trpc.server";

/**
 * `/case`: "my case", one address for every signed-in person, so that a link in the assistant's answer ("where do I see
 * my hearing date?") or in a message leads each person to their own cases. It only decides a redirect (the cases
 * procedure decides what a person may see): a visitor signs in first and comes back; a client or company member with
 * one case goes straight to it, with several to their dashboard's list; a lawyer to the desk's assigned cases; an admin
 * to the firm's case list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // A link that named its language (?lang=en) keeps it after the redirect.
  const locale = readLocaleParam(request);
  const to = (path: string, hash = "") => redirect(`${path}${locale ? `?lang=${locale}` : ""}${hash}`);
  if (viewer.role === "admin") return to("/admin/cases");
  if (viewer.role === "lawyer") return to(DASHBOARD_BY_ROLE.lawyer, "#my-cases");
  const cases = await (await callerFor(request)).cases.mine({ limit: 2 });
  if (cases.length === 1) return to(`/case/${cases[0]!.id}`);
  return to(DASHBOARD_BY_ROLE[viewer.role ?? "individual"], "#my-cases");
}
