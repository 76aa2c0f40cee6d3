import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";
import { displayPhone, QATAR_EMERGENCY_NUMBER, whatsappLink } from "#server/firm/constants";

/** What /contact shows of the firm's profile (server/firm/profile.ts), in the visitor's language. */
export interface FirmOfficeView {
  address: string;
  hours: string;
  phone: string;
  whatsapp: string | null;
  email: string;
  urgentPhone: string;
  mapUrl: string | null;
  /** How to find the office, as the firm wrote it (line breaks kept); empty when not written. */
  directions: string;
  isSample: boolean;
}

/**
 * The office's map (issue 29): an illustration shipped with the platform (public/images/office-map.svg), never a
 * tile or a picture fetched from a map service, so /contact loads nothing from elsewhere and tells no third party
 * who looked. It opens the firm's own map link when there is one.
 */
export const OFFICE_MAP_IMAGE = "/images/office-map.svg";

function OfficeMap({ office }: { office: FirmOfficeView }) {
  const { t } = useTranslation("contact");
  const image = (
    <img
      src={OFFICE_MAP_IMAGE}
      alt={office.address ? t("office.mapAlt", { address: office.address }) : t("office.mapAltNoAddress")}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      data-testid="firm-map-image"
    />
  );
  return (
    <figure className="office-map">
      {office.mapUrl ? (
        <a href={office.mapUrl} rel="noopener noreferrer" data-testid="firm-map">
          {image}
          <span>{t("office.map")}</span>
        </a>
      ) : (
        image
      )}
    </figure>
  );
}

/** A phone number as a link, read left to right inside Arabic text (decision 023: identifiers stay ASCII, isolated). */
function PhoneLink({ href, number, testId }: { href: string; number: string; testId: string }) {
  return (
    <a href={href} data-testid={testId}>
      <bdi dir="ltr">{displayPhone(number)}</bdi>
    </a>
  );
}

/**
 * The office (issue 29 "the firm's face"): address, hours, phone, WhatsApp, email, the urgent line and the map
 * link, all from the firm's profile. Before the firm has saved one (a fresh installation) only the email shows:
 * empty fields are left out rather than invented. No script: every contact is a plain link.
 */
export function FirmOffice({ office, locale }: { office: FirmOfficeView; locale: AppLocale }) {
  const { t } = useTranslation("contact");
  return (
    <section className="card" aria-labelledby="firm-office-heading" data-testid="firm-office" lang={locale}>
      <h2 id="firm-office-heading">
        {t("office.heading")} {office.isSample ? <span className="badge">{t("office.sample")}</span> : null}
      </h2>
      {office.isSample ? <p className="muted small">{t("office.sampleNote")}</p> : null}
      <dl className="facts">
        {office.address ? (
          <div className="fact-row">
            <dt>{t("office.address")}</dt>
            <dd data-testid="firm-address">{office.address}</dd>
          </div>
        ) : null}
        {office.hours ? (
          <div className="fact-row">
            <dt>{t("office.hours")}</dt>
            <dd data-testid="firm-hours">{office.hours}</dd>
          </div>
        ) : null}
        {office.phone ? (
          <div className="fact-row">
            <dt>{t("office.phone")}</dt>
            <dd>
              <PhoneLink href={`tel:${office.phone}`} number={office.phone} testId="firm-phone" />
            </dd>
          </div>
        ) : null}
        {office.whatsapp ? (
          <div className="fact-row">
            <dt>{t("office.whatsapp")}</dt>
            <dd>
              <PhoneLink href={whatsappLink(office.whatsapp)} number={office.whatsapp} testId="firm-whatsapp" />
            </dd>
          </div>
        ) : null}
        <div className="fact-row">
          <dt>{t("office.email")}</dt>
          <dd>
            <a href={`mailto:${office.email}`} data-testid="firm-email">
              <bdi dir="ltr">{office.email}</bdi>
            </a>
          </dd>
        </div>
        {office.urgentPhone ? (
          <div className="fact-row">
            <dt>{t("office.urgent")}</dt>
            <dd>
              <PhoneLink href={`tel:${office.urgentPhone}`} number={office.urgentPhone} testId="firm-urgent" />
              <p className="hint">{t("office.urgentNote")}</p>
            </dd>
          </div>
        ) : null}
      </dl>
      {office.address ? <OfficeMap office={office} /> : null}
      {office.directions ? (
        <section aria-labelledby="firm-directions-heading" data-testid="firm-directions">
          <h3 id="firm-directions-heading">{t("office.directions")}</h3>
          {office.directions
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
        </section>
      ) : null}
      <p className="small">
        {t("office.emergency")}{" "}
        <a href={`tel:${QATAR_EMERGENCY_NUMBER}`}>
          <bdi dir="ltr">{QATAR_EMERGENCY_NUMBER}</bdi>
        </a>
      </p>
    </section>
  );
}
