import { Link } from "~/components/ui/link";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";
import { BidiText } from "~/components/ui/bidi-text";
import { formatNumber } from "~/utils/format";
import { openLiveEvents } from "~/utils/live-events";

/** Fired on window when a new notification arrives live; the list page reloads its data on it. */
export const NOTIFICATION_EVENT = "qanun:notification";

export interface LiveNotification {
  id: string;
  type: string;
  text: string;
  href: string;
}

/**
 * The navbar's link to /notifications with the unread count. The count comes from the root loader
 * on every page load (works without JavaScript); with JavaScript it follows the live stream.
 */
export function NotificationBell({ initialCount, locale }: { initialCount: number; locale: AppLocale }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(initialCount);
  const [announcement, setAnnouncement] = useState("");
  // "open" once the stream has delivered its first event (tests wait for it before acting).
  const [live, setLive] = useState(false);

  // A fresh page load or a revalidation (e.g. after "mark all as read") brings the server's count.
  useEffect(() => setCount(initialCount), [initialCount]);

  useEffect(
    () =>
      openLiveEvents("/api/notifications/stream", {
        unread: (data) => {
          const value = (data as { count?: unknown }).count;
          setLive(true);
          if (typeof value === "number") setCount(value);
        },
        notification: (data) => {
          const { unread, notification } = data as { unread?: unknown; notification?: LiveNotification | null };
          if (typeof unread === "number") setCount(unread);
          if (notification) {
            setAnnouncement(notification.text);
            window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: notification }));
          }
        },
      }),
    [],
  );

  const label = count > 0 ? t("notifications:bell.labelUnread", { number: formatNumber(count, locale) }) : t("notifications:bell.label");
  return (
    <>
      <Link to="/notifications" className="nav-bell btn-ghost" aria-label={label} title={label} data-testid="notification-bell" data-count={count} data-live={live ? "open" : undefined}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {count > 0 ? (
          <span className="nav-bell-count" data-testid="notification-count" aria-hidden="true">
            {count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale)}
          </span>
        ) : null}
      </Link>
      <span className="visually-hidden" role="status" aria-live="polite" data-testid="notification-announcement">
        <BidiText text={announcement} />
      </span>
    </>
  );
}
