import type { TFunction } from "i18next";
import { CONSULTATION_EVENT_TYPES } from "#server/consultations/event-types";
import type { NotificationItem } from "#server/notifications/queries";
import type { AppLocale } from "~/i18n/config";
import { formatDateTime } from "~/utils/format";

const KNOWN_TYPES = new Set<string>(CONSULTATION_EVENT_TYPES);

/**
 * The sentence of one notification in the reader's language, from its type and the consultation's
 * facts (reference, the other party's name, the time in Doha time). Shared by the list page and the
 * live stream, so both say the same thing.
 */
export function notificationText(t: TFunction, item: NotificationItem, locale: AppLocale): string {
  const params = {
    reference: item.reference ?? "",
    name: item.counterpart?.[locale] ?? t("notifications:fallbackName"),
    time: item.startsAt ? formatDateTime(item.startsAt, locale) : t("notifications:writtenQuestion"),
  };
  if (!KNOWN_TYPES.has(item.type)) return t("notifications:text.other", params);
  const withRole = item.readerRole === "client" && (item.type === "requested" || item.type === "offered");
  return t(`notifications:text.${item.type}${withRole ? "_client" : ""}`, params);
}

export function notificationHref(item: Pick<NotificationItem, "consultationId">): string {
  return item.consultationId ? `/consultations/${item.consultationId}` : "/notifications";
}
