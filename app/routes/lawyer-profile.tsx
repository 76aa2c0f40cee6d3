import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { metaFrom } from "~/utils/meta";
import { callerFor, orNotFound } from "~/utils/trpc.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lawyer = await orNotFound((await callerFor(request)).lawyers.byId({ id: params.lawyerId ?? "" }));
  const { t, locale } = await getTranslator(request);
  const name = locale === "en" ? lawyer.name_en : lawyer.name_ar;
  const title = locale === "en" ? lawyer.title_en : lawyer.title_ar;
  return { lawyer, meta: { title: t("pages:lawyerProfile.title", { name }), description: t("pages:lawyerProfile.description", { name, title }) } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function LawyerProfile() {
  const { lawyer } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("pages");
  const en = i18n.language === "en";
  const name = en ? lawyer.name_en : lawyer.name_ar;
  return (
    <div className="container page">
      <PageHeader
        heading={name}
        intro={en ? lawyer.title_en : lawyer.title_ar}
        crumbs={[{ to: "/browse-law-firms", label: t("directory.heading") }]}
      />
      {lawyer.is_sample ? <p className="badge">{t("directory.sampleBadge")}</p> : null}
      <section className="content-section">
        <h2>{t("lawyerProfile.about")}</h2>
        <p>{en ? lawyer.bio_en : lawyer.bio_ar}</p>
        <dl className="facts">
          <dt>{t("lawyerProfile.city")}</dt>
          <dd>{lawyer.city}</dd>
          <dt>{t("lawyerProfile.experience")}</dt>
          <dd>{t("directory.yearsOfPractice", { count: lawyer.years_of_practice })}</dd>
        </dl>
      </section>
      <aside className="cta-band">
        <p>{t("lawyerProfile.cta")}</p>
        <Link to={`/consultations?lawyer=${lawyer.id}`} className="btn-primary">
          {t("directory.bookWith", { name })}
        </Link>
      </aside>
    </div>
  );
}
