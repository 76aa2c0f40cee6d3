import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { UpdateArticle } from "~/components/updates/update-article";
import { getTranslator } from "~/i18n/i18next.server";
import { pickLocale } from "~/utils/localize";
import { metaFrom } from "~/utils/meta";
import { appErrorOf, callerFor, orNotFound } from "~/utils/trpc.server";
import { toUpdateSummary } from "~/routes/legal-updates/updates.server";

/**
 * One published legal update. An update the firm withdrew answers 410 Gone (issue 10 §4) with a short
 * page saying so: search engines drop a 410 at once, and a visitor holding an old link learns the
 * update was taken down on purpose rather than meeting a broken link. Drafts and updates not yet due
 * are 404, like any unknown id, so nothing about them leaks.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);
  let update;
  try {
    update = await caller.legalUpdates.byId({ id });
  } catch (error) {
    if (appErrorOf(error)?.code === "not_found" && (await caller.legalUpdates.isWithdrawn({ id }))) {
      return data(
        { kind: "withdrawn" as const, meta: { title: t("updates:withdrawn.title"), description: t("updates:withdrawn.description") } },
        { status: 410 },
      );
    }
    return orNotFound(Promise.reject(error));
  }
  const summary = toUpdateSummary(update, locale);
  return {
    kind: "published" as const,
    update: summary,
    // Rendered from Markdown and sanitized by the procedure (server/legal-updates/markdown.ts).
    bodyHtml: pickLocale(locale, { ar: update.body_html_ar, en: update.body_html_en }),
    related: update.related.map((row) => toUpdateSummary(row, locale)),
    meta: {
      title: t("pages:legalUpdate.title", { title: summary.title }),
      description: t("pages:legalUpdate.description", { summary: summary.summary }),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...metaFrom(data),
  ...(data?.kind === "withdrawn" ? [{ name: "robots", content: "noindex" }] : []),
];

export default function LegalUpdate() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("updates");
  if (page.kind === "withdrawn") {
    return (
      <div className="container page">
        <PageHeader heading={t("withdrawn.heading")} intro={t("withdrawn.body")} crumbs={[{ to: "/legal-updates", label: t("pages:legalUpdates.heading") }]} />
        <p>
          <Link to="/legal-updates" className="btn-primary">
            {t("withdrawn.back")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page">
      <UpdateArticle update={page.update} bodyHtml={page.bodyHtml} related={page.related} />
    </div>
  );
}
