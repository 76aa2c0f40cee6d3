import type { TFunction } from "i18next";
import { CONSULTATION_EVENT_TYPES } from "#server/consultations/event-types";
import { isAdminNoticeKind } from "#server/notifications/constants";
import type { NotificationItem } from "#server/notifications/queries";
import type { AppLocale } from "~/i18n/config";
import { formatDate, formatDateTime, formatNumber, isolate } from "~/utils/format";

const KNOWN_TYPES = new Set<string>(CONSULTATION_EVENT_TYPES);
/** The verification review's notices (server/verifications): about the reader's account, or a lawyer's licence for admins. */
const ACCOUNT_TYPES = new Set([
  "verification_approved",
  "verification_rejected",
  "licence_expiring",
  "licence_expiring_admin",
  "licence_expired",
  "standing_confirmed",
  "standing_rejected",
]);
/** Reviews of lawyers (server/reviews, issue 12 §4). */
const REVIEW_TYPES = new Set(["review_received", "review_replied", "review_hidden"]);

/**
 * The sentence of one notification in the reader's language, from its type and the consultation's
 * facts (reference, the other party's name, the time in Doha time). Shared by the list page and the
 * live stream, so both say the same thing. Names, references, titles, file names and reasons are data, set
 * apart with isolate() (shown as <bdi> by BidiText): a Latin name must not pull an Arabic sentence's punctuation.
 */
export function notificationText(t: TFunction, item: NotificationItem, locale: AppLocale): string {
  if (item.caseId) return caseNotificationText(t, item, locale);
  // Issue 29: new work waiting for the admins, grouped by kind (server/notifications/admin-notices.ts).
  if (isAdminNoticeKind(item.type)) return t(`notifications:admin.${item.type}`, { number: item.count ?? 1 });
  if (REVIEW_TYPES.has(item.type)) {
    const lawyerName = locale === "en" ? (item.subjectNameEn ?? item.subjectName) : item.subjectName;
    return t(`reviews:notifications.${item.type}`, {
      name: isolate((item.type === "review_received" ? item.reviewerName : lawyerName) ?? t("notifications:fallbackName")),
      rating: item.rating ? formatNumber(item.rating, locale) : "",
      reason: item.reason ? isolate(item.reason) : "",
    });
  }
  if (ACCOUNT_TYPES.has(item.type)) {
    return t(`adminReview:notifications.${item.type}`, {
      date: item.expiresOn ? formatDate(item.expiresOn, locale) : "",
      name: isolate(item.subjectName ?? t("notifications:fallbackName")),
      reason: item.reason ? isolate(item.reason) : "",
    });
  }
  const params = {
    reference: isolate(item.reference ?? ""),
    name: isolate(item.counterpart?.[locale] ?? t("notifications:fallbackName")),
    time: item.startsAt ? formatDateTime(item.startsAt, locale) : t("notifications:writtenQuestion"),
  };
  if (!KNOWN_TYPES.has(item.type)) return t("notifications:text.other", params);
  const withRole = item.readerRole === "client" && (item.type === "requested" || item.type === "offered" || item.type === "escalated");
  // The lawyer it was addressed to can no longer take it (their licence lapsed, issue 25 §10).
  const cause = item.type === "escalated" && item.cause === "lawyer_unavailable" ? "_unavailable" : "";
  return t(`notifications:text.${item.type}${cause}${withRole ? "_client" : ""}`, params);
}

/** Case news (server/cases/events.ts writes `case_<event>` with the case's facts in its data). */
function caseNotificationText(t: TFunction, item: NotificationItem, locale: AppLocale): string {
  const params = {
    reference: isolate(item.reference ?? ""),
    title: isolate(item.caseTitle?.[locale] ?? ""),
    status: item.status ? t(`cases:status.${item.status}`) : "",
    time: item.startsAt ? formatDateTime(item.startsAt, locale) : "",
    name: isolate(item.actorName ?? t("notifications:fallbackName")),
    fileName: isolate(item.fileName ?? ""),
  };
  const key = item.type.startsWith("case_letter_") ? `engagement:notifications.${item.type}` : `cases:notifications.${item.type}`;
  return t(key, { ...params, defaultValue: "" }) || t("notifications:text.other", params);
}

/** The words of a notification's button, after what it opens: a case, a consultation, or anything else. */
export function notificationOpenLabel(item: Pick<NotificationItem, "consultationId" | "caseId" | "href">): "page.openCase" | "page.open" | "page.openOther" {
  if (item.caseId) return "page.openCase";
  if (!item.href && item.consultationId) return "page.open";
  return "page.openOther";
}

export function notificationHref(item: Pick<NotificationItem, "consultationId" | "caseId" | "href">): string {
  if (item.caseId) return `/case/${item.caseId}`;
  if (item.href) return item.href;
  return item.consultationId ? `/consultations/${item.consultationId}` : "/notifications";
}
