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

const SECTIONS = ["requests", "upcoming", "profile", "settings", "hours", "blocked"] as const;

/** The work areas of /dashboard/lawyer, below the account, documents and cases cards. */
export function LawyerDesk({
  overview,
  consultations,
  locale,
  actionData,
}: {
  overview: DeskOverview;
  consultations: { requests: DeskConsultationItem[]; upcoming: DeskConsultationItem[] };
  locale: AppLocale;
  actionData?: DeskActionData | null;
}) {
  const { t } = useTranslation("lawyerDesk");
  const resultFor = (intent: DeskIntent) => (actionData?.intent === intent ? actionData.result : null);
  const noProfile = overview.lawyer === null;
  // A saved change gives the forms new loader data: a new key starts each from it, with no stale errors.
  return (
    <div className="lawyer-desk">
      <nav aria-label={t("nav.label")} className="desk-nav">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`nav.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
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
      <section className="card" id="profile">
        <ProfileForm key={`profile-${JSON.stringify(overview.lawyer)}`} lawyer={overview.lawyer} lastResult={resultFor("profile")} />
      </section>
      <section className="card" id="settings">
        <SettingsForm key={`settings-${JSON.stringify(overview.lawyer)}`} lawyer={overview.lawyer} lastResult={resultFor("settings")} />
      </section>
      <section className="card" id="hours">
        <WeeklyHoursEditor weeklyHours={overview.weeklyHours} disabled={noProfile} lastResult={resultFor("hours")} />
      </section>
      <section className="card" id="blocked">
        <BlockedDates
          key={`blocked-${JSON.stringify(overview.blockedDates)}`}
          blockedDates={overview.blockedDates} disabled={noProfile} locale={locale} lastResult={resultFor("block")} />
      </section>
    </div>
  );
}
