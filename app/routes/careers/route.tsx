import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/layout/cta-band";
import { useTranslation } from "react-i18next";
import { PostingFacts } from "~/components/careers/posting-facts";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { toPostingView } from "~/utils/careers.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const postings = await (await callerFor(request)).careers.listOpen();
  const { t, locale } = await getTranslator(request);
  return {
    postings: postings.map((row) => toPostingView(row, locale)),
    applied: new URL(request.url).searchParams.get("applied") === "1",
    meta: { title: t("pages:careers.title"), description: t("pages:careers.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function Careers() {
  const { postings, applied } = useLoaderData<typeof loader>();
  const { t } = useTranslation("careers");
  return (
    <div className="container page">
      <PageHeader heading={t("pages:careers.heading")} intro={t("pages:careers.intro")} />
      {applied ? (
        <section className="card success-panel" role="status" data-testid="application-sent">
          <h2>{t("applied.heading")}</h2>
          <p>{t("applied.body")}</p>
        </section>
      ) : null}
      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading">{t("openings")}</h2>
        {postings.length === 0 ? (
          <p className="muted">{t("noOpenings")}</p>
        ) : (
          <ul className="card-grid two" data-testid="posting-list">
            {postings.map((posting) => (
              <li key={posting.id} className="card">
                <h3 className="card-title">
                  <Link to={`/careers/${posting.id}`}>{posting.title}</Link>
                  {posting.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
                </h3>
                <PostingFacts posting={posting} />
                <p>{posting.description}</p>
                <p>
                  <Link to={`/careers/${posting.id}`} className="btn-primary">
                    {t("posting.apply", { title: posting.title })}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ContentSections pageKey="careers" className="content-section" />
      <CtaBand text={t("pages:careers.cta")} />
    </div>
  );
}
