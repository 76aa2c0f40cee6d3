import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "~/components/forms/text-area-field";
import { SelectField } from "~/components/forms/select-field";
import { CompanyForm } from "./company-forms";
import { replyFor, type CompanyFormReply, type CompanyView } from "./types";

/** Requests for company services (QFC and onshore): a form and the company's list with its states. */
export function CompanyServiceRequestsCard({ company, reply }: { company: CompanyView; reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  return (
    <section className="card company-section-wide" id="company-services" aria-labelledby="company-services-heading">
      <h2 id="company-services-heading">{t("requests.heading")}</h2>
      <div className="two-column">
        {/* A new key after each request clears the form (with JavaScript the page is not reloaded). */}
        <ServiceRequestForm key={company.serviceRequests.length} company={company} reply={reply} />
        <ServiceRequestList company={company} />
      </div>
    </section>
  );
}

function ServiceRequestForm({ company, reply }: { company: CompanyView; reply?: CompanyFormReply | null }) {
  const { t } = useTranslation("company");
  const [form, fields] = useForm<Record<"service" | "details", string>>({
    id: "company-service-form",
    lastResult: replyFor(reply, "request-service"),
  });
  return (
    <CompanyForm
      form={form}
      intent="request-service"
      heading={{ id: "company-service-form-heading", text: t("requests.formHeading") }}
      hint={t("requests.intro")}
      submit={t("requests.submit")}
    >
      <SelectField
        meta={fields.service}
        label={t("requests.service")}
        placeholder={t("requests.chooseService")}
        options={company.options.services.map((s) => [s, t(`services.${s}`)] as const)}
      />
      <TextAreaField meta={fields.details} label={t("requests.details")} hint={t("requests.detailsHint")} rows={5} />
    </CompanyForm>
  );
}

function ServiceRequestList({ company }: { company: CompanyView }) {
  const { t } = useTranslation("company");
  return (
    <div>
      <h3>{t("requests.listHeading")}</h3>
      {company.serviceRequests.length > 0 ? (
        <ul className="doc-list" data-testid="company-service-requests">
          {company.serviceRequests.map((r) => (
            <li key={r.id} data-testid="company-service-request">
              <strong>{t(`services.${r.service}`, { defaultValue: r.service })}</strong>{" "}
              <span className={`badge status-${r.status}`}>{t(`requests.statuses.${r.status}`, { defaultValue: r.status })}</span>
              <p className="request-details" dir="auto">
                {r.details}
              </p>
              <p className="muted small">{r.requestedBy ? t("requests.meta", { date: r.created, name: r.requestedBy }) : r.created}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("requests.none")}</p>
      )}
    </div>
  );
}
