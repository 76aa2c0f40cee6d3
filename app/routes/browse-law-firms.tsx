import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lawyers = await (await callerFor(request)).lawyers.list();
  const { t } = await getTranslator(request);
  return { lawyers, meta: { title: t("pages:directory.title"), description: t("pages:directory.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function BrowseLawFirms() {
  const { lawyers } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("pages");
  const en = i18n.language === "en";
  return (
    <div className="container page">
      <PageHeader heading={t("directory.heading")} intro={t("directory.intro")} />
      {lawyers.length === 0 ? <p className="muted">{t("directory.empty")}</p> : null}
      <ul className="card-grid" data-testid="lawyer-list">
        {lawyers.map((lawyer) => (
          <li key={lawyer.id} className="card">
            <h2>
              <Link to={`/lawyer-profile/${lawyer.id}`}>{en ? lawyer.name_en : lawyer.name_ar}</Link>
            </h2>
            <p className="muted">{en ? lawyer.title_en : lawyer.title_ar}</p>
            <p>{t("directory.yearsOfPractice", { count: lawyer.years_of_practice })}</p>
            {lawyer.is_sample ? <span className="badge">{t("directory.sampleBadge")}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
