import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { RECOVERY_CODE_PATTERN } from "#server/accounts/schemas";
import { TWO_FACTOR_SETTINGS_PATH } from "#server/auth/constants";
import { getTranslator } from "~/i18n/i18next.server";
import { requireViewer } from "~/utils/guards.server";
import { callerFor } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";

/**
 * Issue 12 §1: the recovery codes just shown, as a .txt download. The codes are never shown again by
 * the server, so the page posts back the ones it displays; they are written out only when they are
 * exactly this account's unused codes (nothing else can be echoed through this route).
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, { allowWithoutTwoFactor: true });
  const formData = await requireForm(request);
  const codes = formData.getAll("code").map(String).filter((code) => RECOVERY_CODE_PATTERN.test(code));
  if (codes.length === 0) throw redirect(TWO_FACTOR_SETTINGS_PATH);
  const caller = await callerFor(request);
  if (!(await caller.accounts.twoFactor.recoveryCodesMatch({ codes: codes.slice(0, 10) }))) throw redirect(TWO_FACTOR_SETTINGS_PATH);
  const { t } = await getTranslator(request);
  const text = [
    t("twoFactor:recovery.fileTitle"),
    viewer.user.email,
    new Date().toISOString().slice(0, 10),
    "",
    ...codes,
    "",
    t("twoFactor:recovery.fileNote"),
    "",
  ].join("\r\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="qanun-recovery-codes.txt"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loader() {
  return redirect(TWO_FACTOR_SETTINGS_PATH);
}
