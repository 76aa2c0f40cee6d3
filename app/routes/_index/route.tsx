import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/layout/cta-band";
import { DohaSkyline } from "~/components/layout/brand-mark";
import { ArrowLeft, ArrowRight, BadgeCheck, CalendarCheck, FileText, Languages, LayoutDashboard, LockKeyhole, MessageSquareText, Receipt, UserRoundSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PRACTICE_AREAS, SERVICE_PAGE_OF_AREA } from "#server/lawyers/catalog";
import { isCreatedServiceSlug } from "#server/services/slugs";
import { AREA_ICONS } from "~/components/lawyers/area-icons";
import { LawyerAvatar } from "~/components/lawyers/lawyer-avatar";
import { RatingSummary } from "~/components/reviews/stars";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate, formatNumber } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

/**
 * The home page (issue 13 §3): what the firm does and why to trust it, then the way in: practice areas,
 * the four steps, a few of the lawyers, the latest legal updates. Anonymous visitors get it from the page
 * cache, which empties when lawyers or updates change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await callerFor(request);
  const [{ t }, lawyers, updates, services] = await Promise.all([
    getTranslator(request),
    caller.lawyers.search({ sort: "experience", page: 1 }),
    caller.legalUpdates.list({ page: 1 }),
    caller.services.list(),
  ]);
  return {
    lawyers: lawyers.items.slice(0, 3),
    lawyerCount: lawyers.total,
    updates: updates.items.slice(0, 3).map((u) => ({
      id: u.id,
      title: { ar: u.title_ar, en: u.title_en },
      summary: { ar: u.summary_ar, en: u.summary_en },
      category: u.category,
      publishedAt: new Date(u.published_at).toISOString(),
    })),
    // Issue 29: pages created in the back office join the practice areas' tiles once published.
    createdServices: services.filter((page) => isCreatedServiceSlug(page.slug)).map(({ slug, title }) => ({ slug, title })),
    meta: { title: t("pages:home.title"), description: t("pages:home.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

const TRUST = [
  { icon: BadgeCheck, key: "verified" },
  { icon: Languages, key: "bilingual" },
  { icon: Receipt, key: "fees" },
  { icon: LockKeyhole, key: "confidential" },
] as const;

const STEPS = [MessageSquareText, UserRoundSearch, CalendarCheck, LayoutDashboard] as const;

export default function Home() {
  const { lawyers, lawyerCount, updates, createdServices } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("pages");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const Forward = locale === "ar" ? ArrowLeft : ArrowRight;
  const steps = t("home.sections.2.points", { returnObjects: true }) as string[];
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <DohaSkyline />
          <h1>{t("home.hero.title")}</h1>
          <p className="lead">{t("home.hero.subtitle")}</p>
          <p className="actions">
            <Link to="/consultations" className="btn-primary">
              {t("home.hero.primary")}
            </Link>
            <Link to="/browse-law-firms" className="btn-secondary">
              {t("home.hero.secondary")}
            </Link>
          </p>
          <ul className="trust-strip" aria-label={t("home.trust.label")}>
            {TRUST.map(({ icon: Icon, key }) => (
              <li key={key}>
                <Icon aria-hidden="true" size={22} />
                <span>{t(`home.trust.${key}`, { count: lawyerCount, number: formatNumber(lawyerCount, locale) })}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container page">
        <p className="lead">{t("home.intro")}</p>

        <section aria-labelledby="home-areas" className="home-section">
          <h2 id="home-areas">{t("home.sections.0.heading")}</h2>
          <p className="muted">{t("home.sections.0.body")}</p>
          <ul className="area-grid" data-testid="home-areas">
            {PRACTICE_AREAS.map((area) => {
              const Icon = AREA_ICONS[area];
              return (
                <li key={area}>
                  <Link to={SERVICE_PAGE_OF_AREA[area]} className="area-tile">
                    <Icon aria-hidden="true" size={26} />
                    <span>{t(`lawyers:areas.${area}`)}</span>
                  </Link>
                </li>
              );
            })}
            {createdServices.map((page) => (
              <li key={page.slug}>
                <Link to={page.slug} className="area-tile">
                  <FileText aria-hidden="true" size={26} />
                  <span>{page.title[locale]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-steps" className="home-section">
          <h2 id="home-steps">{t("home.sections.2.heading")}</h2>
          <ol className="step-list">
            {steps.map((step, i) => {
              const Icon = STEPS[i % STEPS.length]!;
              return (
                <li key={step} className="card">
                  <span className="step-number" aria-hidden="true">
                    {formatNumber(i + 1, locale)}
                  </span>
                  <Icon aria-hidden="true" size={24} />
                  <p>{step}</p>
                </li>
              );
            })}
          </ol>
        </section>

        {lawyers.length > 0 ? (
          <section aria-labelledby="home-lawyers" className="home-section">
            <div className="section-head">
              <h2 id="home-lawyers">{t("home.lawyers.heading")}</h2>
              <Link to="/browse-law-firms" className="link-more">
                {t("home.lawyers.all", { number: formatNumber(lawyerCount, locale) })} <Forward aria-hidden="true" size={16} />
              </Link>
            </div>
            <ul className="card-grid" data-testid="home-lawyers">
              {lawyers.map((lawyer) => (
                <li key={lawyer.id} className="card lawyer-mini">
                  <LawyerAvatar name={lawyer.name[locale]} photoUrl={lawyer.photoUrl} />
                  <div className="lawyer-mini-body">
                    <h3 className="tile-title">
                      <Link to={`/lawyer-profile/${lawyer.id}`}>{lawyer.name[locale]}</Link>
                    </h3>
                    <p className="muted small">{lawyer.title[locale]}</p>
                    <p className="small">
                      <RatingSummary rating={lawyer.rating} locale={locale} size="sm" />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {updates.length > 0 ? (
          <section aria-labelledby="home-updates" className="home-section">
            <div className="section-head">
              <h2 id="home-updates">{t("home.updates.heading")}</h2>
              <Link to="/legal-updates" className="link-more">
                {t("home.updates.all")} <Forward aria-hidden="true" size={16} />
              </Link>
            </div>
            <ul className="card-grid" data-testid="home-updates">
              {updates.map((update) => (
                <li key={update.id} className="card">
                  <p className="small muted">
                    <FileText aria-hidden="true" size={16} className="inline-icon" /> {t(`updates:categories.${update.category}`)} ·{" "}
                    <time dateTime={update.publishedAt}>{formatDate(update.publishedAt, locale)}</time>
                  </p>
                  <h3 className="tile-title tile-title-spaced">
                    <Link to={`/legal-updates/${update.id}`}>{update.title[locale]}</Link>
                  </h3>
                  <p className="small">{update.summary[locale]}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <CtaBand text={t("home.cta")} also={{ to: "/services", label: t("common:cta.exploreServices") }} />
      </div>
    </>
  );
}
