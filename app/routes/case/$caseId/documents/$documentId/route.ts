import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectToCaseDocument } from "~/routes/case/$caseId/case.server";
import { requireViewer } from "~/utils/guards.server";

/** /case/{id}/documents/{documentId}: a short-lived signed link, after the procedure checked access (404 otherwise). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  return redirectToCaseDocument(request, params.caseId ?? "", params.documentId ?? "");
}
