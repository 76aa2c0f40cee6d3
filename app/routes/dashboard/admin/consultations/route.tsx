import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { DataTable, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { flashToasts } from "~/utils/flash.server";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";

const PATH = "/dashboard/admin/consultations";
const queueParams = listParams({ page: listParam.page(10_000) });

/**
 * The back office's queue of consultation requests that no lawyer has accepted yet (issue 10 §1),
 * oldest first, so that nobody's request waits unseen. Each opens the consultation's own page, where an
 * admin sees the whole request; an "any suitable lawyer" request can be assigned by hand here, and the
 * ones that waited past the set working hours are marked (issue 13 §1, server/consultations/escalation.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const { page } = queueParams.read(request);
  const caller = await callerFor(request);
  const [{ t, locale }, list] = await Promise.all([getTranslator(request), caller.dashboard.unacceptedConsultations({ page })]);
  // The lawyers each waiting "any suitable lawyer" request may go to, once per service area on the page.
  const areas = [...new Set(list.rows.filter((r) => !r.lawyer_name_ar && !r.lawyer_name_en).map((r) => r.service_area))];
  const candidates = new Map(
    await Promise.all(
      areas.map(async (area) => [area, await caller.consultations.assignableLawyers({ serviceArea: area as never })] as const),
    ),
  );
  return {
    total: formatNumber(list.total, locale),
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
    rows: list.rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      serviceArea: row.service_area,
      kind: row.kind,
      anyLawyer: row.any_lawyer,
      lawyerName: locale === "en" ? row.lawyer_name_en : row.lawyer_name_ar,
      clientName: row.client_name,
      startsAt: row.starts_at ? formatDateTime(row.starts_at, locale) : null,
      requestedAt: formatDateTime(row.created_at, locale),
      openOffers: formatNumber(row.open_offers, locale),
      escalated: row.escalated_at !== null,
      assignable: (candidates.get(row.service_area) ?? []).map((l) => ({ id: l.id, name: locale === "en" ? l.name_en : l.name_ar })),
    })),
    meta: {
      title: t("backOffice:consultations.metaTitle"),
      description: t("backOffice:consultations.intro"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

/**
 * Assigns a waiting request to a lawyer by hand (issue 13 §1): a plain POST per row; the procedure
 * (admin only) checks everything again. A refusal comes back next to the row, in the admin's language.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  const form = await requireForm(request);
  const id = String(form.get("id") ?? "").slice(0, 64);
  const lawyerId = String(form.get("lawyerId") ?? "").slice(0, 64);
  if (!lawyerId) return data({ id, error: "backOffice:consultations.chooseLawyer" }, { status: 400 });
  try {
    await (await callerFor(request)).consultations.assign({ id, lawyerId });
    const toast = makeToast({ kind: "success", title: "changesSaved", description: "backOffice:consultations.assigned" });
    const url = new URL(request.url);
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    return data({ id, error: `errors.${errorCodeOf(error, "admin assigns a consultation")}` }, { status: 400 });
  }
}

export default function UnacceptedConsultations() {
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("backOffice");
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: "reference",
      header: t("consultations.columns.reference"),
      cell: (row) => (
        <Link to={`/consultations/${row.id}`} dir="ltr">
          {row.reference}
        </Link>
      ),
    },
    { key: "client", header: t("consultations.columns.client"), cell: (row) => <bdi>{row.clientName}</bdi> },
    {
      key: "request",
      header: t("consultations.columns.request"),
      cell: (row) => (
        <>
          {t(`lawyers:areas.${row.serviceArea}`, { defaultValue: row.serviceArea })} · {t(`consultations:kinds.${row.kind}`)}
        </>
      ),
    },
    {
      key: "lawyer",
      header: t("consultations.columns.lawyer"),
      cell: (row) => (
        <>
          {row.anyLawyer && !row.lawyerName ? t("consultations.anyLawyer", { offers: row.openOffers }) : row.lawyerName ? <bdi>{row.lawyerName}</bdi> : null}
          {row.escalated ? (
            <>
              {" "}
              <span className="badge badge-escalated" data-testid="escalated">
                {t("consultations.escalated")}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    { key: "when", header: t("consultations.columns.when"), cell: (row) => row.startsAt ?? t("consultations.noAppointment") },
    { key: "requestedAt", header: t("consultations.columns.requestedAt"), cell: (row) => row.requestedAt },
    {
      key: "assign",
      header: t("consultations.columns.assign"),
      cell: (row) =>
        row.lawyerName ? null : row.assignable.length === 0 ? (
          <span className="muted small">{t("consultations.noneAssignable")}</span>
        ) : (
          <AssignForm row={row} error={refused?.id === row.id ? refused.error : null} />
        ),
    },
  ];
  return (
    <div className="container page">
      <PageHeader
        heading={t("consultations.heading")}
        intro={t("consultations.intro")}
      />
      <ResultsTotal testId="unaccepted-total" live={false}>
        {t("consultations.total", { total })}
      </ResultsTotal>
      <DataTable
        caption={t("consultations.heading")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowData={() => ({ "data-testid": "unaccepted-row" })}
        empty={<p className="muted">{t("consultations.empty")}</p>}
      />
      <Pagination path={PATH} params={{}} page={page} pageCount={pageCount} />
    </div>
  );
}

/** Assigns one waiting "any suitable lawyer" request to a lawyer of its area (issue 13 §1). */
function AssignForm({ row, error }: { row: { id: string; reference: string; assignable: { id: string; name: string }[] }; error: string | null }) {
  const { t } = useTranslation("backOffice");
  return (
    <Form method="post" className="assign-form" data-testid="assign-form">
      <input type="hidden" name="id" value={row.id} />
      <label className="visually-hidden" htmlFor={`assign-${row.id}`}>
        {t("consultations.assignLabel", { reference: row.reference })}
      </label>
      <select id={`assign-${row.id}`} name="lawyerId" defaultValue="">
        <option value="">{t("consultations.chooseLawyer")}</option>
        {row.assignable.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="btn-secondary">
        {t("consultations.assign")}
      </button>
      {error ? (
        <p className="field-errors" role="alert">
          {t(error)}
        </p>
      ) : null}
    </Form>
  );
}
