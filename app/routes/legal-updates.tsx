import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const updates = await (await callerFor(request)).legalUpdates.list();
  const { t, locale } = await getTranslator(request);
  return {
    updates: updates.map((u) => ({ ...u, published_at: formatDate(u.published_at, locale) })),
    meta: { title: t("pages:legalUpdates.title"), description: t("pages:legalUpdates.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function LegalUpdates() {
  const { updates } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("pages");
  const en = i18n.language === "en";
  return (
    <div className="container page">
      <PageHeader heading={t("legalUpdates.heading")} intro={t("legalUpdates.intro")} />
      {updates.length === 0 ? <p className="muted">{t("legalUpdates.empty")}</p> : null}
      <ul className="stack" data-testid="update-list">
        {updates.map((u) => (
          <li key={u.id} className="card">
            <h2>
              <Link to={`/legal-updates/${u.id}`}>{en ? u.title_en : u.title_ar}</Link>
            </h2>
            <p className="muted small">{t("legalUpdates.publishedOn", { date: u.published_at })}</p>
            <p>{en ? u.summary_en : u.summary_ar}</p>
            {u.is_sample ? <span className="badge">{t("legalUpdates.sampleBadge")}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
