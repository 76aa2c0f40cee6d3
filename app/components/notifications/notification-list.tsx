import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { BidiText } from "~/components/ui/bidi-text";
import { isolate } from "~/utils/format";

export interface NotificationRow {
  id: string;
  text: string;
  reason: string | null;
  href: string;
  /** The button's words: app/components/notifications/notification-text.ts notificationOpenLabel. */
  openLabel: "page.openCase" | "page.open" | "page.openOther";
  read: boolean;
  createdAt: string;
  createdAtLabel: string;
}

/** The list on /notifications: each item links to what it is about; "mark as read" is a plain form. */
export function NotificationList({ items, page }: { items: NotificationRow[]; page: number }) {
  const { t } = useTranslation("notifications");
  return (
    <ul className="notification-list" aria-label={t("page.listLabel")} data-testid="notification-list">
      {items.map((item) => (
        <li key={item.id} className="notification-item" data-unread={!item.read} data-testid="notification-item">
          <div className="notification-body">
            <p>
              {!item.read ? <span className="visually-hidden">{t("page.unread")}: </span> : null}
              <Link to={item.href}>
                <BidiText text={item.text} />
              </Link>
            </p>
            {item.reason ? (
              <p>
                <BidiText text={t("reason", { reason: isolate(item.reason) })} />
              </p>
            ) : null}
            <p className="notification-meta">
              <time dateTime={item.createdAt}>{item.createdAtLabel}</time>
              {!item.read ? <span className="badge">{t("page.unread")}</span> : null}
            </p>
          </div>
          <div className="notification-actions">
            {/* Opens what it is about and marks this notification read on the way (a post: no side effect on GET). */}
            <Form method="post">
              <input type="hidden" name="intent" value="open" />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" className="btn-ghost">
                {t(item.openLabel)}
              </button>
            </Form>
            {!item.read ? (
              <Form method="post">
                <input type="hidden" name="intent" value="read" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="page" value={page} />
                <button type="submit" className="btn-ghost">
                  {t("page.markRead")}
                </button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
