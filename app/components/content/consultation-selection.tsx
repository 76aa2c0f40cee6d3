import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { ConsultationSelection } from "~/utils/consultation-selection.server";

/**
 * What the visitor chose on a lawyer profile or a service page, carried to /consultations. Until
 * online booking opens, the request goes through the contact form with the choice as its subject.
 */
export function ConsultationSelectionPanel({ selection }: { selection: ConsultationSelection }) {
  const { t } = useTranslation("pages");
  const parts = [selection.lawyer?.name, selection.service?.title].filter(Boolean).join(" — ");
  const subject = t("consultationSelection.subject", { choice: parts });
  return (
    <section className="card selection-panel" aria-labelledby="selection-heading" data-testid="consultation-selection">
      <h2 id="selection-heading">{t("consultationSelection.heading")}</h2>
      <dl className="facts">
        {selection.lawyer ? (
          <>
            <dt>{t("consultationSelection.lawyer")}</dt>
            <dd>
              <Link to={`/lawyer-profile/${selection.lawyer.id}`}>{selection.lawyer.name}</Link>
            </dd>
          </>
        ) : null}
        {selection.service ? (
          <>
            <dt>{t("consultationSelection.service")}</dt>
            <dd>
              <Link to={selection.service.slug}>{selection.service.title}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <p>{t("consultationSelection.next")}</p>
      <p className="actions">
        <Link to={`/contact?subject=${encodeURIComponent(subject)}`} className="btn-primary">
          {t("consultationSelection.contactCta")}
        </Link>
      </p>
    </section>
  );
}
