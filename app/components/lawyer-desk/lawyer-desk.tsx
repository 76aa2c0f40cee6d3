import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";
import { BlockedDates } from "./blocked-dates";
import { IncomingRequests, UpcomingConsultations } from "./consultation-lists";
import { ProfileForm } from "./profile-form";
import { SettingsForm } from "./settings-form";
import type { DeskConsultationItem, DeskIntent, DeskOverview } from "./types";
import { WeeklyHoursEditor } from "./weekly-hours-editor";

export interface DeskActionData {
  intent: DeskIntent;
  id?: string;
  result: SubmissionResult<string[]>;
}

/** A desk form's answer (its intent and field errors) out of a route's action data; null when another action answered. */
export const deskActionOf = (actionData: unknown): DeskActionData | null =>
  actionData && typeof actionData === "object" && "intent" in actionData ? (actionData as DeskActionData) : null;

const resultFor = (actionData: DeskActionData | null | undefined, intent: DeskIntent) => (actionData?.intent === intent ? actionData.result : null);

/** /dashboard/lawyer's own work: the requests waiting for an answer and the consultations to come. */
export function DeskConsultations({
  consultations,
  locale,
  actionData,
}: {
  consultations: { requests: DeskConsultationItem[]; upcoming: DeskConsultationItem[] };
  locale: AppLocale;
  actionData?: DeskActionData | null;
}) {
  const { t } = useTranslation("lawyerDesk");
  return (
    <div className="lawyer-desk">
      <section className="card" id="requests" aria-labelledby="desk-requests-heading">
        <h2 id="desk-requests-heading">{t("requests.heading")}</h2>
        <p className="hint">{t("requests.intro")}</p>
        <IncomingRequests
          requests={consultations.requests}
          locale={locale}
          declineFor={actionData?.intent === "decline" && actionData.id ? { id: actionData.id, result: actionData.result } : null}
        />
      </section>
      <section className="card" id="upcoming" aria-labelledby="desk-upcoming-heading">
        <h2 id="desk-upcoming-heading">{t("upcoming.heading")}</h2>
        <UpcomingConsultations upcoming={consultations.upcoming} locale={locale} />
      </section>
    </div>
  );
}

/** /dashboard/lawyer/profile: the directory profile and the consultation fees. A saved change gives the forms new data. */
export function DeskProfile({ overview, actionData }: { overview: DeskOverview; actionData?: DeskActionData | null }) {
  return (
    <div className="lawyer-desk lawyer-desk--pair">
      <section className="card" id="profile">
        <ProfileForm key={`profile-${JSON.stringify(overview.lawyer)}`} lawyer={overview.lawyer} lastResult={resultFor(actionData, "profile")} />
      </section>
      <section className="card" id="settings">
        <SettingsForm key={`settings-${JSON.stringify(overview.lawyer)}`} lawyer={overview.lawyer} lastResult={resultFor(actionData, "settings")} />
      </section>
    </div>
  );
}

/** /dashboard/lawyer/availability: the weekly hours and the blocked dates (both need the directory profile first). */
export function DeskAvailability({ overview, locale, actionData }: { overview: DeskOverview; locale: AppLocale; actionData?: DeskActionData | null }) {
  const noProfile = overview.lawyer === null;
  return (
    <div className="lawyer-desk lawyer-desk--pair">
      <section className="card" id="hours">
        <WeeklyHoursEditor weeklyHours={overview.weeklyHours} disabled={noProfile} lastResult={resultFor(actionData, "hours")} />
      </section>
      <section className="card" id="blocked">
        <BlockedDates
          key={`blocked-${JSON.stringify(overview.blockedDates)}`}
          blockedDates={overview.blockedDates} disabled={noProfile} locale={locale} lastResult={resultFor(actionData, "block")} />
      </section>
    </div>
  );
}
