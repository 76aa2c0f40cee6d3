import { redirect } from "@remix-run/node";
import { z } from "zod";
import { issueInvoiceInput, payInput, recordTransferInput, refundInput } from "#server/billing/schemas";
import { formDigits } from "#server/common/fields";
import { getLocale } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

/**
 * The case page's billing forms (issue 28 §3–§4), each a plain POST to /case/{id}/billing with an `intent`, so
 * they work without JavaScript. Each schema is its procedure's input narrowed for the form: amounts are typed in
 * riyals ("2500" or "2500.50", Arabic digits too) and become dirhams exactly, never through a float. Pay answers
 * 303 to the gateway's page; everything else goes back to the case's billing section with a toast in the
 * visitor's language: what was done, or why not.
 */
const riyals = z
  .string({ error: "billing:validation.amount" })
  .trim()
  // The Arabic decimal separator (٫) is the point.
  .transform((v) => formDigits(v).replace("\u066B", "."))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { message: "billing:validation.amount" })
  .transform((v) => {
    const [whole, fraction = ""] = v.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .refine((v) => v > 0, { message: "billing:validation.amount" });

const FORMS = {
  pay: payInput.pick({ invoiceId: true }),
  issue: issueInvoiceInput.omit({ caseId: true }),
  refund: refundInput.omit({ amountDirhams: true }).extend({ amount: riyals }),
  recordTransfer: recordTransferInput.omit({ amountDirhams: true }).extend({ amount: riyals }),
};
type Intent = keyof typeof FORMS;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(FORMS, value);

export async function handleBillingAction(request: Request, caseId: string): Promise<Response> {
  const back = `/case/${caseId}#billing`;
  const formData = await request.formData().catch(() => null);
  const intent = formData?.get("intent");
  const fail = async (description: string) =>
    redirect(back, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [makeToast({ kind: "error", title: "changesNotSaved", description })]) } });
  if (!formData || !isIntent(intent)) return fail("common:errors.invalid_input");
  const parsed = FORMS[intent].safeParse(Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string" && v !== "")));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "common:errors.invalid_input";
    return fail(message.includes(":") ? message : `common:${message}`);
  }
  const caller = await callerFor(request);
  try {
    switch (intent) {
      case "pay": {
        const { invoiceId } = parsed.data as z.output<(typeof FORMS)["pay"]>;
        const { redirectUrl } = await caller.billing.pay({ invoiceId, locale: await getLocale(request) });
        return redirect(redirectUrl, { status: 303 });
      }
      case "issue": {
        const value = parsed.data as z.output<(typeof FORMS)["issue"]>;
        await caller.billing.issue({ caseId, milestoneId: value.milestoneId, dueOn: value.dueOn ?? null });
        break;
      }
      case "refund": {
        const { amount, ...value } = parsed.data as z.output<(typeof FORMS)["refund"]>;
        await caller.billing.refund({ ...value, amountDirhams: amount });
        break;
      }
      case "recordTransfer": {
        const { amount, ...value } = parsed.data as z.output<(typeof FORMS)["recordTransfer"]>;
        await caller.billing.recordTransfer({ ...value, amountDirhams: amount });
        break;
      }
    }
  } catch (error) {
    const code = errorCodeOf(error, `billing ${intent}`);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    return fail(`common:errors.${code}`);
  }
  const toast = makeToast({ kind: "success", title: "changesSaved", description: `billing:toasts.${intent}` });
  return redirect(back, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
