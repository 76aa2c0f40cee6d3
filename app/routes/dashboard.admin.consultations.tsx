import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

const PATH = "/dashboard/admin/consultations";

/**
 * The back office's queue of consultation requests that no lawyer has accepted yet (issue 10 §1),
 * oldest first, so that nobody's request waits unseen. Each opens the consultation's own page, where an
 * admin sees the whole request.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const pageParam = Number(
    new URL(request.url).searchParams.get("page") ?? "1"
  );
  const page =
    Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000
      ? pageParam
      : 1;
  const [{ t, locale }, list] = await Promise.all([
    getTranslator(request),
    (await callerFor(request)).dashboard.unacceptedConsultations({ page }),
  ]);
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
    })),
    meta: {
      title: t("backOffice:consultations.metaTitle"),
      description: t("backOffice:consultations.intro"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function UnacceptedConsultations() {
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backOffice");
  return (
    <div className="container page">
      <PageHeader
        heading={t("consultations.heading")}
        intro={t("consultations.intro")}
      />
      <p data-testid="unaccepted-total">
        {t("consultations.total", { total })}
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t("consultations.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">
              {t("consultations.heading")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("consultations.columns.reference")}</th>
                <th scope="col">{t("consultations.columns.client")}</th>
                <th scope="col">{t("consultations.columns.request")}</th>
                <th scope="col">{t("consultations.columns.lawyer")}</th>
                <th scope="col">{t("consultations.columns.when")}</th>
                <th scope="col">{t("consultations.columns.requestedAt")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="unaccepted-row">
                  <td>
                    <Link to={`/consultations/${row.id}`} dir="ltr">
                      {row.reference}
                    </Link>
                  </td>
                  <td>{row.clientName}</td>
                  <td>
                    {t(`lawyers:areas.${row.serviceArea}`, {
                      defaultValue: row.serviceArea,
                    })}{" "}
                    · {t(`consultations:kinds.${row.kind}`)}
                  </td>
                  <td>
                    {row.anyLawyer && !row.lawyerName
                      ? t("consultations.anyLawyer", { offers: row.openOffers })
                      : row.lawyerName}
                  </td>
                  <td>{row.startsAt ?? t("consultations.noAppointment")}</td>
                  <td>{row.requestedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination path={PATH} params={{}} page={page} pageCount={pageCount} />
    </div>
  );
}
