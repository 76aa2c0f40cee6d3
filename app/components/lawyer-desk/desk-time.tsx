import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zoneLabel } from "~/components/consultations/time";
import { intlLocaleOf, type AppLocale } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

const QATAR = "Asia/Qatar";

function format(value: string, locale: AppLocale, timeZone: string) {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(value));
}

/**
 * A consultation time in Qatar time (what the server renders, with or without JavaScript) and, once
 * the browser has told us its own time zone, the same moment in the viewer's time when that differs.
 */
export function DeskTime({ value, locale }: { value: string; locale: AppLocale }) {
  const { t } = useTranslation("lawyerDesk");
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, []);
  // The viewer's zone by the name people say, never its IANA id (decision 023).
  const local = zone && zone !== QATAR && format(value, locale, zone) !== format(value, locale, QATAR) ? { time: format(value, locale, zone), zone: zoneLabel(zone, locale) } : null;
  return (
    <>
      <time dateTime={value}>
        {format(value, locale, QATAR)} ({t("hours.qatarTime")})
      </time>
      {local ? (
        <>
          <br />
          <span className="muted" data-testid="viewer-time">
            {t("requests.yourTime")}: {local.time} ({local.zone})
          </span>
        </>
      ) : null}
    </>
  );
}
