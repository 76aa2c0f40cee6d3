import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/layout/cta-band";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { searchHref } from "~/utils/search-params";
import { UpdateCard, type UpdateSummary } from "./update-card";

/**
 * The page of one legal update: article (header, date, facts, body), related updates and the way
 * back. The public page and the back office's preview render this same component, so what an admin
 * previews is what visitors will see. `bodyHtml` must come from server/legal-updates/markdown.ts
 * (rendered and sanitised on the server); nothing else may be passed here.
 */
export function UpdateArticle({ update, bodyHtml, related }: { update: UpdateSummary; bodyHtml: string; related: UpdateSummary[] }) {
  const { t } = useTranslation("updates");
  return (
    <>
      <article className="narrow-article">
        <PageHeader heading={update.title} intro={update.summary} crumbs={[{ to: "/legal-updates", label: t("pages:legalUpdates.heading") }]} />
        <p className="muted small">
          <time dateTime={update.dateTime}>{t("pages:legalUpdates.publishedOn", { date: update.date })}</time>
          {update.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
        </p>
        <dl className="facts small">
          <div className="fact-row">
            <dt>{t("pages:legalUpdates.category")}</dt>
            <dd>
              <Link to={searchHref("/legal-updates", { category: update.category })}>{t(`categories.${update.category}`)}</Link>
            </dd>
          </div>
          {update.author ? (
            <div className="fact-row">
              <dt>{t("author")}</dt>
              <dd>
                <Link to={`/lawyer-profile/${update.author.id}`}>{update.author.name}</Link>
              </dd>
            </div>
          ) : null}
          {update.tags.length > 0 ? (
            <div className="fact-row">
              <dt>{t("tags")}</dt>
              <dd>
                <ul className="tag-list">
                  {update.tags.map((tag) => (
                    <li key={tag}>
                      <Link to={searchHref("/legal-updates", { tag })} className="badge">
                        {tagLabel(t, tag)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        {/* Safe by construction: Markdown rendered and passed through an allowlist sanitizer on the server. */}
        <div className="prose" data-testid="update-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <p className="muted small">{t("pages:legalUpdate.intro")}</p>
        <CtaBand text={t("pages:legalUpdate.cta")} />
      </article>
      <section aria-labelledby="related-heading" className="content-section">
        <h2 id="related-heading">{t("related")}</h2>
        {related.length === 0 ? (
          <p className="muted">{t("noRelated")}</p>
        ) : (
          <ul className="card-grid" data-testid="related-updates">
            {related.map((item) => (
              <UpdateCard key={item.id} update={item} headingLevel={3} />
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="/legal-updates">{t("pages:legalUpdate.back")}</Link>
      </p>
    </>
  );
}

/**
 * A tag as readers see it: tags are stored once for both languages as slugs (`rental-law`); the known ones
 * have a name in each language (updates:tagNames), any other is shown as entered.
 */
export function tagLabel(t: TFunction, tag: string): string {
  return t(`tagNames.${tag}`, { defaultValue: tag });
}
