import type { ActionFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/utils/guards.server";
import { handleBillingAction } from "./billing.server";

/** The billing forms of /case/{id} post here (issue 28 §3–§4); the procedures decide who may do what. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireViewer(request);
  return handleBillingAction(request, params.caseId ?? "");
}

export function loader({ params }: { params: { caseId?: string } }) {
  return new Response(null, { status: 303, headers: { Location: `/case/${params.caseId ?? ""}#billing` } });
}
