import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/ui/data-table";
import type { CompanyView } from "./types";

/** The company's consultations, whichever member booked them; each links to its page. */
export function CompanyConsultationsCard({ company }: { company: CompanyView }) {
  const { t, i18n } = useTranslation("company");
  const en = i18n.language === "en";
  return (
    <section className="card company-section-wide" id="company-consultations" aria-labelledby="company-consultations-heading">
      <h2 id="company-consultations-heading">{t("consultations.heading")}</h2>
      {company.consultations.length > 0 ? (
        <DataTable
          testId="company-consultations"
          columns={[
            t("consultations.reference"),
            t("consultations.kind"),
            t("consultations.when"),
            t("consultations.lawyer"),
            t("consultations.bookedBy"),
            t("consultations.status"),
          ]}
        >
          {company.consultations.map((c) => (
            <tr key={c.id} data-testid="company-consultation">
              <td>
                <Link to={`/consultations/${c.id}`} dir="ltr" className="ref">
                  {c.reference}
                </Link>
              </td>
              <td>
                {t(`consultations.kinds.${c.kind}`, {
                  defaultValue: c.kind,
                })}
              </td>
              <td>{c.when ?? t("consultations.noTime")}</td>
              <td>{(en ? c.lawyerNameEn : c.lawyerNameAr) ?? t("consultations.anyLawyer")}</td>
              <td>
                <bdi>{c.bookedBy}</bdi>
              </td>
              <td>
                <span className={`badge status-${c.status}`}>
                  {t(`consultations.statuses.${c.status}`, {
                    defaultValue: c.status,
                  })}
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="muted">{t("consultations.none")}</p>
      )}
      <p className="actions">
        <Link to="/consultations" className="btn-secondary">
          {t("consultations.book")}
        </Link>
      </p>
    </section>
  );
}
