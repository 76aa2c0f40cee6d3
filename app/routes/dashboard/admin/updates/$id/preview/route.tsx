import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { StateBadge } from "~/components/back-office/publishing/state-badge";
import { UpdateArticle } from "~/components/updates/update-article";
import { UPDATES_PATH } from "~/components/back-office/publishing/paths";
import { loadUpdatePreview } from "~/routes/dashboard/admin/publishing.server";
import { metaFrom } from "~/utils/meta";

/**
 * Issue 10 §4: the update as visitors will see it, before it goes live: the public page's own
 * component with the same sanitised body, under a banner that says it is a preview. The other
 * language is one link away (the site's ?lang= switch).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadUpdatePreview(request, params.id ?? "");
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminUpdatePreview() {
  const { id, state, update, bodyHtml, related } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("adminPublishing");
  const other = i18n.language === "en" ? "ar" : "en";
  return (
    <>
      <aside className="container" aria-labelledby="preview-banner">
        <div className="card stack" data-testid="preview-banner">
          <p id="preview-banner" className="strong">
            {t("preview.banner")} <StateBadge state={state} />
          </p>
          <p className="muted">{t(`preview.explain.${state}`)}</p>
          <p className="actions">
            <Link to={`${UPDATES_PATH}/${id}`} className="btn-secondary">
              {t("preview.backToEditor")}
            </Link>
            <Link to={`${UPDATES_PATH}/${id}/preview?lang=${other}`} className="btn-ghost">
              {t(`preview.otherLanguage.${other}`)}
            </Link>
          </p>
        </div>
      </aside>
      <div className="container page">
        <UpdateArticle update={update} bodyHtml={bodyHtml} related={related} />
      </div>
    </>
  );
}
