import { financeFiltersInput } from "#server/billing/schemas";
import { getTranslator } from "~/i18n/i18next.server";
import { requireRole } from "~/utils/guards.server";
import { callerFor } from "~/utils/trpc.server";

/** The filters as the URL gives them (?lawyer=&client=&area=): anything not valid is no filter. */
export function financeFiltersOf(url: URL) {
  const raw = { lawyerId: url.searchParams.get("lawyer") || undefined, clientId: url.searchParams.get("client") || undefined, serviceArea: url.searchParams.get("area") || undefined };
  const parsed = financeFiltersInput.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** /dashboard/admin/finance (issue 28 §6): the totals, paid per month and the invoices, as the filters say. */
export async function loadFinancePage(request: Request) {
  await requireRole(request, ["admin"]);
  const url = new URL(request.url);
  const filters = financeFiltersOf(url);
  const caller = await callerFor(request);
  const [{ t, locale }, finance, lawyers] = await Promise.all([getTranslator(request), caller.billing.finance(filters), caller.cases.assignableLawyers()]);
  return {
    locale,
    filters,
    finance,
    lawyers: lawyers.map((l) => ({ id: l.id, name: l.name })),
    csvHref: `/dashboard/admin/finance.csv${url.search}`,
    meta: { title: t("billing:finance.title"), description: t("billing:finance.intro") },
  };
}

export async function financeCsvResponse(request: Request): Promise<Response> {
  await requireRole(request, ["admin"]);
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const csv = await caller.billing.financeCsv({ filters: financeFiltersOf(new URL(request.url)), locale });
  return new Response(csv.body, {
    headers: { "Content-Type": csv.contentType, "Content-Disposition": `attachment; filename="${csv.fileName}"`, "Cache-Control": "private, no-store" },
  });
}
