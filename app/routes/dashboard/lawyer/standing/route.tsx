import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, LinksFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getEnv } from "#server/config/env";
import { ROLL_LEVELS } from "#server/lawyers/catalog";
import { ACCEPTED_DOCUMENT_TYPES } from "~/components/forms/document-inputs";
import { PageHeader } from "~/components/layout/page-header";
import { DeskNav } from "~/components/lawyer-desk/desk-nav";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { readPostedForm, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

/** Issue 13 §1: the lawyer states their roll level and QFC rights with a document; the firm confirms before the directory shows them. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["lawyer"]);
  const [{ t }, standing] = await Promise.all([getTranslator(request), (await callerFor(request)).verifications.standingOwn()]);
  return {
    standing,
    maxMegabytes: maxUploadMegabytes(),
    meta: { title: t("adminReview:standing.title"), description: t("adminReview:standing.intro") },
  };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

type Errors = { level?: string; document?: string; form?: string };

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["lawyer"]);
  const form = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  const level = String(form?.get("rollLevel") ?? "");
  const file = form?.get("document");
  const errors: Errors = {};
  if (!(ROLL_LEVELS as readonly string[]).includes(level)) errors.level = "adminReview:standing.validation.level";
  if (!(file instanceof File) || !file.name) errors.document = "adminReview:standing.validation.document";
  if (!form || errors.level || errors.document) return data({ errors, values: { level, qfc: form?.get("qfc") === "1" } }, { status: 400 });
  const upload = file as File;
  try {
    await (await callerFor(request)).verifications.requestStanding({
      rollLevel: level as (typeof ROLL_LEVELS)[number],
      qfcRightsOfAudience: form.get("qfc") === "1",
      document: { fileName: upload.name, bytes: upload.type === "application/x-qanun-too-large" ? null : new Uint8Array(await upload.arrayBuffer()) },
    });
  } catch (error) {
    const code = errorCodeOf(error, "standing request");
    const fileCodes = ["file_too_large", "file_type_not_allowed", "file_required"];
    const failed: Errors = fileCodes.includes(code) ? { document: `common:errors.${code}` } : { form: `common:errors.${code}` };
    return data({ errors: failed, values: { level, qfc: form.get("qfc") === "1" } }, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "standingSent", description: "adminReview:standing.sent" });
  return redirect("/dashboard/lawyer/standing", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export default function LawyerStanding() {
  const { standing, maxMegabytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation("adminReview");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const errors: Errors = actionData?.errors ?? {};
  const yesNo = (value: boolean) => t(value ? "standing.qfcYes" : "standing.qfcNo");
  return (
    <div className="container page">
      <PageHeader heading={t("standing.title")} intro={t("standing.intro")} crumbs={[{ to: "/dashboard/lawyer", label: t("reviews:desk.dashboard") }]} />
      <DeskNav />
      {standing.listed ? (
        <section className="card" aria-labelledby="standing-listed">
          <h2 id="standing-listed">{t("standing.listed")}</h2>
          <dl className="facts" data-testid="standing-listed">
            <dt>{t("standing.level")}</dt>
            <dd>{t(`lawyers:rollLevel.${standing.listed.rollLevel}`)}</dd>
            <dt>{t("standing.qfc")}</dt>
            <dd>{yesNo(standing.listed.qfcRightsOfAudience)}</dd>
          </dl>
        </section>
      ) : (
        <p className="notice">{t("standing.notListed")}</p>
      )}
      {standing.pending ? (
        <section className="card" aria-labelledby="standing-pending" data-testid="standing-pending">
          <h2 id="standing-pending">{t("standing.pending", { date: formatDate(standing.pending.createdAt, locale) })}</h2>
          <dl className="facts">
            <dt>{t("standing.level")}</dt>
            <dd>{t(`lawyers:rollLevel.${standing.pending.rollLevel}`)}</dd>
            <dt>{t("standing.qfc")}</dt>
            <dd>{yesNo(standing.pending.qfcRightsOfAudience)}</dd>
            <dt>{t("standing.document")}</dt>
            <dd>
              <a href={standing.pending.documentUrl}>{standing.pending.documentName}</a>
            </dd>
          </dl>
        </section>
      ) : standing.listed ? (
        <Form method="post" encType="multipart/form-data" className="card form" data-testid="standing-form" aria-labelledby="standing-form-heading">
          <h2 id="standing-form-heading">{t("standing.submit")}</h2>
          {errors.form ? (
            <p className="form-errors" role="alert">
              {t(errors.form)}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="standing-level">{t("standing.level")}</label>
            <select
              id="standing-level"
              name="rollLevel"
              defaultValue={actionData?.values.level || standing.listed.rollLevel}
              aria-invalid={errors.level ? true : undefined}
              aria-describedby={errors.level ? "standing-level-error" : undefined}
            >
              {ROLL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {/* The field says "Roll level": the court alone fits a phone's width ("Admitted before…" was cut). */}
                  {t(`lawyers:roll.${level}`)}
                </option>
              ))}
            </select>
            {errors.level ? (
              <p id="standing-level-error" className="field-errors">
                {t(errors.level)}
              </p>
            ) : null}
          </div>
          <label className="choice">
            <input type="checkbox" name="qfc" value="1" defaultChecked={actionData ? actionData.values.qfc : standing.listed.qfcRightsOfAudience} />
            <span>{t("standing.qfc")}</span>
          </label>
          <div className="field">
            <label htmlFor="standing-document">{t("standing.document")}</label>
            <p id="standing-document-hint" className="hint">
              {t("standing.documentHint", { size: maxMegabytes })}
            </p>
            <input
              id="standing-document"
              name="document"
              type="file"
              accept={ACCEPTED_DOCUMENT_TYPES}
              aria-invalid={errors.document ? true : undefined}
              aria-describedby={errors.document ? "standing-document-hint standing-document-error" : "standing-document-hint"}
            />
            {errors.document ? (
              <p id="standing-document-error" className="field-errors" role="alert">
                {t(errors.document)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary">
            {t("standing.submit")}
          </button>
        </Form>
      ) : null}
      {standing.history.length > 0 ? (
        <section className="card" aria-labelledby="standing-history">
          <h2 id="standing-history">{t("standing.history")}</h2>
          <ul className="plain-list" data-testid="standing-history">
            {standing.history.map((r) => (
              <li key={r.id}>
                <strong>{t("standing.decidedOn", { status: t(`standing.status.${r.status}`), date: r.decidedAt ? formatDate(r.decidedAt, locale) : "" })}</strong>
                {" — "}
                {t(`lawyers:rollLevel.${r.rollLevel}`)} · {t("standing.qfc")}: {yesNo(r.qfcRightsOfAudience)}
                {r.reason ? <span className="block" dir="auto">{t("standing.note", { reason: r.reason })}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
