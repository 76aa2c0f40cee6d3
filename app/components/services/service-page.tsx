import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { Bullets, ContentSectionBlock } from "~/components/content/content-sections";
import { PageHeader } from "~/components/layout/page-header";
import { useNonce } from "~/utils/nonce";
import type { ServicePageView } from "~/utils/services.server";

/**
 * A service page (issue 3 §1): what it covers, who it is for, the steps, what to bring, the fee, the
 * questions (<details>, so they open without JavaScript), related services and a call to action
 * that books a consultation for this service. The JSON-LD carries the request's CSP nonce.
 */
export function ServicePage({ view }: { view: ServicePageView }) {
  const { t } = useTranslation("pages");
  const nonce = useNonce();
  const relatedList = (
    <section className="content-section" aria-labelledby="service-related">
      <h2 id="service-related">{view.listsAllServices ? t("servicePage.allServices") : t("servicePage.related")}</h2>
      <ul className="card-grid" role="list">
        {view.related.map((service) => (
          <li key={service.slug} className="card">
            <h3 className="card-title">
              <Link to={service.slug} prefetch="intent">
                {service.title}
              </Link>
            </h3>
            <p className="muted small">{service.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <article className="container page" data-service={view.slug}>
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: view.jsonLd }} />
      <PageHeader heading={view.title} intro={view.intro} crumbs={view.crumbs} />
      <p className="actions">
        <Link to={view.consultationHref} className="btn-primary" data-testid="service-cta-top">
          {t("servicePage.bookService")}
        </Link>
      </p>

      <section className="content-section" aria-labelledby="service-audience">
        <h2 id="service-audience">{t("servicePage.audience")}</h2>
        <Bullets items={view.audience} />
      </section>

      {view.sections.map((section, index) => (
        <ContentSectionBlock key={section.heading} section={section} className="content-section" headingId={`service-section-${index}`} />
      ))}

      {view.listsAllServices ? relatedList : null}

      <section className="content-section" aria-labelledby="service-steps">
        <h2 id="service-steps">{t("servicePage.steps")}</h2>
        <ol className="steps">
          {view.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="content-section" aria-labelledby="service-documents">
        <h2 id="service-documents">{t("servicePage.documents")}</h2>
        <Bullets items={view.documents} />
      </section>

      <section className="content-section card" aria-labelledby="service-fees" data-testid="service-fees">
        <h2 id="service-fees" className="panel-heading">
          {t("servicePage.fees")}
        </h2>
        {view.fee.amount ? (
          <p className="fee-amount">
            <strong>{t("servicePage.feeFrom", { amount: view.fee.amount })}</strong>
          </p>
        ) : null}
        <p>{view.fee.note}</p>
        <p className="muted small">{t("servicePage.feeIndicative")}</p>
      </section>

      <section className="content-section" aria-labelledby="service-faq">
        <h2 id="service-faq">{t("servicePage.faq")}</h2>
        <p className="muted small">{t("servicePage.faqNote")}</p>
        <div className="faq-list">
          {view.faqs.map((faq) => (
            <details key={faq.question} className="faq-item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      {view.listsAllServices ? null : relatedList}

      <aside className="cta-band" aria-labelledby="service-cta">
        <h2 id="service-cta" className="panel-heading">
          {t("servicePage.ctaHeading")}
        </h2>
        <p>{view.cta}</p>
        <p className="actions">
          <Link to={view.consultationHref} className="btn-primary" data-testid="service-cta">
            {t("servicePage.bookService")}
          </Link>
          {view.directoryHref ? (
            <Link to={view.directoryHref} className="btn-secondary">
              {t("servicePage.findLawyer")}
            </Link>
          ) : null}
          <Link to="/contact" className="btn-secondary">
            {t("common:cta.contactUs")}
          </Link>
        </p>
      </aside>

      <p className="muted small">
        {t("servicePage.updated")} <time dateTime={view.updated.dateTime}>{view.updated.date}</time>
      </p>
    </article>
  );
}
