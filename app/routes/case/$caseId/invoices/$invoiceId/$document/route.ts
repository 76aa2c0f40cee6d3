import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLocale } from "~/i18n/i18next.server";
import { requireViewer } from "~/utils/guards.server";
import { pdfResponse } from "~/utils/pdf-response.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

const DOCUMENTS = { "invoice.pdf": "invoice", "receipt.pdf": "receipt" } as const;

/**
 * /case/{id}/invoices/{invoice}/invoice.pdf and …/receipt.pdf (issue 28 §3): the bilingual PDF, served privately
 * to the parties of the case through billing.document; anyone else, and a receipt not yet issued, get 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const kind = Object.hasOwn(DOCUMENTS, params.document ?? "") ? DOCUMENTS[params.document as keyof typeof DOCUMENTS] : null;
  if (!kind) throw new Response(null, { status: 404, statusText: "Not Found" });
  const caller = await callerFor(request);
  const { fileName, bytes } = await orNotFound(caller.billing.document({ invoiceId: params.invoiceId ?? "", kind, locale: await getLocale(request) }));
  return pdfResponse(bytes, fileName);
}
