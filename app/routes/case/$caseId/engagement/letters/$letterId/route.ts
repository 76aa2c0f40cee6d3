import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/utils/guards.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * /case/{id}/engagement/letters/{letterId}: the letter's PDF (as signed, as sent, or the firm's draft), read
 * through the procedure, so whoever may not see the letter gets 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const pdf = await orNotFound((await callerFor(request)).engagement.pdf({ caseId: params.caseId ?? "", letterId: params.letterId ?? "" }));
  return new Response(Buffer.from(pdf.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
