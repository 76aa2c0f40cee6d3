import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/consultations/status-badge";
import { FIRM_TIME_ZONE, formatWhen, zoneLabel } from "~/components/consultations/time";
import { type AppLocale, localeOf } from "~/i18n/config";

/** One consultation as a dashboard lists it (from consultations.mine). */
export interface ConsultationListItem {
  id: string;
  reference: string;
  status: string;
  kind: string;
  service_area: string;
  starts_at: string | null;
  client_name: string;
  lawyer: { id: string; name_ar: string; name_en: string } | null;
  viewerRelation: string;
  actions: readonly string[];
}

/**
 * Upcoming or past consultations with what can be done from here: open, join the call, reschedule,
 * cancel. Reschedule and cancel lead to the consultation page's own forms (a reason or a new time is
 * needed there), so everything works without JavaScript.
 */
export function ConsultationList({
  items,
  timeZone,
  emptyText,
  testId,
  showClient = false,
}: {
  items: ConsultationListItem[];
  timeZone: string;
  emptyText: string;
  testId: string;
  showClient?: boolean;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const locale: AppLocale = localeOf(i18n.language);
  if (items.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} data-testid="consultation-item">
          <p>
            <Link to={`/consultations/${item.id}`}>
              {item.reference} — {t(`consultations:kinds.${item.kind}`)} · {t(`lawyers:areas.${item.service_area}`)}
            </Link>{" "}
            <StatusBadge status={item.status} />
          </p>
          <p className="muted">
            {item.starts_at ? formatWhen(item.starts_at, timeZone, locale) : t("consultations.written")}
            {item.starts_at && timeZone !== FIRM_TIME_ZONE ? ` (${zoneLabel(timeZone, locale)})` : null}
            {" · "}
            {showClient
              ? item.client_name
              : item.lawyer
                ? locale === "en"
                  ? item.lawyer.name_en
                  : item.lawyer.name_ar
                : t("consultations.awaitingLawyer")}
          </p>
          <p className="actions">
            {item.actions.includes("join_call") ? (
              <Link to={`/consultations/${item.id}/call`} className="btn-primary">
                {t("consultations:actions.joinCall")}
              </Link>
            ) : null}
            {item.actions.includes("reschedule") ? (
              <Link to={`/consultations/${item.id}?reschedule=1#reschedule`} className="btn-ghost">
                {t("consultations:actions.reschedule")}
              </Link>
            ) : null}
            {item.actions.includes("cancel") ? (
              <Link to={`/consultations/${item.id}#actions-heading`} className="btn-ghost">
                {t("consultations:actions.cancel")}
              </Link>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
