import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor, orNotFound } from "~/utils/trpc.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const update = await orNotFound((await callerFor(request)).legalUpdates.byId({ id: params.id ?? "" }));
  const { t, locale } = await getTranslator(request);
  const title = locale === "en" ? update.title_en : update.title_ar;
  const summary = locale === "en" ? update.summary_en : update.summary_ar;
  return {
    update: { ...update, published_at: formatDate(update.published_at, locale) },
    meta: { title: t("pages:legalUpdate.title", { title }), description: t("pages:legalUpdate.description", { summary }) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

/** Bodies are plain text paragraphs for now (rendered as text, never as HTML). */
export default function LegalUpdate() {
  const { update } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("pages");
  const en = i18n.language === "en";
  return (
    <article className="container page narrow">
      <PageHeader
        heading={en ? update.title_en : update.title_ar}
        intro={en ? update.summary_en : update.summary_ar}
        crumbs={[{ to: "/legal-updates", label: t("legalUpdates.heading") }]}
      />
      <p className="muted small">{t("legalUpdates.publishedOn", { date: update.published_at })}</p>
      {update.is_sample ? <p className="badge">{t("legalUpdates.sampleBadge")}</p> : null}
      {(en ? update.body_en : update.body_ar).split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p>
        <Link to="/legal-updates">{t("legalUpdate.back")}</Link>
      </p>
    </article>
  );
}
