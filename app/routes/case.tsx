import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate } from "~/utils/format";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/** A case: its client, assigned lawyers and admins may read it; for anyone else it does not exist (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const found = await orNotFound((await callerFor(request)).cases.byId({ id: params.caseId ?? "" }));
  const { t, locale } = await getTranslator(request);
  const title = locale === "en" ? found.title_en : found.title_ar;
  return {
    found: { ...found, created_at: formatDate(found.created_at, locale), updated_at: formatDate(found.updated_at, locale) },
    meta: { title: `${found.reference} — ${title}`, description: t("dashboard:case.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function CasePage() {
  const { found } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("dashboard");
  return (
    <div className="container page">
      <PageHeader heading={`${found.reference} — ${i18n.language === "en" ? found.title_en : found.title_ar}`} intro={t("case.intro")} />
      <dl className="facts card">
        <dt>{t("case.status")}</dt>
        <dd>{t(`cases.status.${found.status}`)}</dd>
        <dt>{t("case.client")}</dt>
        <dd>{found.client_name}</dd>
        <dt>{t("case.lawyers")}</dt>
        <dd>{found.lawyers.length ? found.lawyers.map((l) => l.name).join("، ") : t("case.noLawyers")}</dd>
        <dt>{t("case.opened")}</dt>
        <dd>{found.created_at}</dd>
        <dt>{t("case.updated")}</dt>
        <dd>{found.updated_at}</dd>
      </dl>
    </div>
  );
}
