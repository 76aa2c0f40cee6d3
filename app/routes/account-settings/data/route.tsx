import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { EXPORT_TTL_DAYS } from "#server/privacy/constants";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

/**
 * Issue 12 §3: "Your data". A person asks for a copy of everything the platform holds about them; a worker
 * prepares the ZIP (server/privacy/export.ts) and emails them; the page lists their exports with their
 * state and a download link until each expires. Works without JavaScript (a refresh shows the progress).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);
  const rows = await caller.accounts.dataExports();
  return data(
    {
      exports: rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: formatDateTime(row.created_at, locale),
        expiresAt: row.expires_at ? formatDateTime(row.expires_at, locale) : null,
        size: row.size_bytes ? formatNumber(Math.max(1, Math.round(row.size_bytes / 1024)), locale) : null,
      })),
      meta: { title: t("privacy:export.metaTitle"), description: t("privacy:export.intro", { days: EXPORT_TTL_DAYS }) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  try {
    await caller.accounts.requestDataExport();
    const toast = makeToast({ kind: "success", title: "dataExportRequested", description: "toasts.dataExportRequestedDescription" });
    return redirect("/account-settings/data", { headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "data export request");
    const toast = makeToast({ kind: "error", title: "dataExportFailed", description: `errors.${code}` });
    return data({ toast }, failureInit(error, code));
  }
}

const CONTENTS = ["account", "consultations", "cases", "notifications", "messages", "files"] as const;

export default function YourData() {
  const { exports } = useLoaderData<typeof loader>();
  const { t } = useTranslation("privacy");
  const busy = exports.some((e) => e.status === "queued" || e.status === "preparing");
  return (
    <div className="container page narrow">
      <PageHeader heading={t("export.heading")} intro={t("export.intro", { days: EXPORT_TTL_DAYS })} />
      <section className="card" aria-labelledby="export-contents">
        <h2 id="export-contents">{t("export.contentsHeading")}</h2>
        <ul>
          {CONTENTS.map((key) => (
            <li key={key}>{t(`export.contents.${key}`)}</li>
          ))}
        </ul>
        <Form method="post" className="form">
          <button type="submit" className="btn-primary" data-testid="request-export" disabled={busy}>
            {t("export.request")}
          </button>
          {busy ? <p className="hint">{t("export.busy")}</p> : null}
        </Form>
      </section>
      <section className="card" aria-labelledby="export-list">
        <h2 id="export-list">{t("export.listHeading")}</h2>
        {exports.length === 0 ? (
          <p className="muted">{t("export.none")}</p>
        ) : (
          <ul className="session-list">
            {exports.map((e) => (
              <li key={e.id} data-testid="data-export" data-status={e.status}>
                <p>
                  <strong>{t(`export.states.${e.status}`)}</strong> · {t("export.askedOn", { date: e.createdAt })}
                </p>
                {e.status === "ready" ? (
                  <p>
                    <a href={`/account-settings/data/${e.id}`} data-testid="download-export" download>
                      {t("export.download", { size: e.size })}
                    </a>{" "}
                    <span className="muted small">{t("export.until", { date: e.expiresAt })}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {busy ? (
          <p>
            <Link to="/account-settings/data">{t("export.refresh")}</Link>
          </p>
        ) : null}
      </section>
      <p>
        <Link to="/account-settings">{t("export.back")}</Link>
      </p>
    </div>
  );
}
