import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { flashToasts } from "~/utils/flash.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    const { setCookies } = await (await callerFor(request)).accounts.signOut();
    setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
    headers.append("Set-Cookie", await flashToasts(request, [makeToast({ kind: "success", title: "signedOut" })]));
    return redirect("/", { headers });
  } catch (error) {
    const code = errorCodeOf(error, "sign out");
    const toast = makeToast({ kind: "error", title: "signOutFailed", description: `errors.${code}` });
    return redirect("/", { headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  }
}

export async function loader() {
  return redirect("/");
}
