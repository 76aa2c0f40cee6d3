import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TERMS_MAX_LENGTH } from "#server/engagement/constants";
import { Pair } from "~/components/back-office/bilingual-fields";
import { FormErrors } from "~/components/forms/fields";
import { PageHeader } from "~/components/layout/page-header";
import { formatNumber } from "~/utils/format";
import type { AppLocale } from "~/i18n/config";
import adminContentStyles from "~/styles/admin-content.css?url";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { handleTermsSave, loadTermsEditor } from "./terms.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

/**
 * The firm's standard terms of engagement (issue 28 §1), in Arabic and English: every save is a new version, and
 * a letter keeps the version it was prepared with. Admins only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  return loadTermsEditor(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handleTermsSave(request);
}

export default function EngagementTermsEditor() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation("engagement");
  const locale = i18n.language as AppLocale;
  const [form, fields] = useForm({
    id: "engagement-terms",
    lastResult: reply?.result,
    defaultValue: { bodyAr: data.current?.bodyAr ?? "", bodyEn: data.current?.bodyEn ?? "" },
  });
  return (
    <div className="container page">
      <PageHeader heading={t("terms.heading")} intro={t("terms.intro")} />
      <section className="card" aria-labelledby="terms-state-heading" data-testid="terms-state">
        <h2 id="terms-state-heading">{t("terms.stateHeading")}</h2>
        <p>
          {data.current
            ? t(data.current.isSample ? "terms.currentSample" : "terms.current", { version: formatNumber(data.current.version, locale) })
            : t("terms.none")}
        </p>
      </section>
      <section aria-labelledby="terms-form-heading">
        <h2 id="terms-form-heading">{t("terms.formHeading")}</h2>
        <Form method="post" {...getFormProps(form)} className="form" data-testid="terms-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          <Pair label={t("terms.body")} hint={t("terms.bodyHint")} ar={fields.bodyAr} en={fields.bodyEn} max={TERMS_MAX_LENGTH} rows={16} />
          <p className="actions">
            <button type="submit" className="btn-primary">
              {t("terms.save")}
            </button>
          </p>
        </Form>
      </section>
      {data.versions.length ? (
        <section className="card" aria-labelledby="terms-versions-heading">
          <h2 id="terms-versions-heading">{t("terms.versions")}</h2>
          <ul data-testid="terms-versions">
            {data.versions.map((v) => (
              <li key={v.version}>
                {t("terms.version", { version: formatNumber(v.version, locale), at: v.at, author: v.author ?? t("terms.system") })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
