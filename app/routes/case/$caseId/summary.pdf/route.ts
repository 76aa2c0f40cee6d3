import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "~/i18n/i18next.server";
import { caseSummaryPdf, letterheadFor } from "~/routes/case/$caseId/summary.pdf/case-pdf.server";
import { requireViewer } from "~/utils/guards.server";
import { pdfResponse } from "~/utils/pdf-response.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * /case/{id}/summary.pdf: the case summary in the viewer's language, as the print view shows it.
 * Read through the caller, so whoever may not see the case gets 404 exactly like the page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  const found = await orNotFound(caller.cases.byId({ id: params.caseId ?? "" }));
  const { t, locale } = await getTranslator(request);
  const letterhead = await letterheadFor(caller, locale);
  const pdf = await caseSummaryPdf({ c: found, t, locale, letterhead });
  const fileName = `${found.reference.replace(/[^A-Za-z0-9._-]/g, "_")}-${locale}.pdf`;
  return pdfResponse(pdf, fileName);
}
