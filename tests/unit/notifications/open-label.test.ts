/**
 * Issue 29: a notification's button says what it opens. It said "View consultation" for every notification,
 * a case opened, an approval or a licence notice included.
 */
import { describe, expect, it } from "vitest";
import { notificationHref, notificationOpenLabel } from "~/components/notifications/notification-text";
import { serverT } from "~/i18n/i18next.server";

const caseNews = { caseId: "c1", consultationId: null, href: null };
const consultationNews = { caseId: null, consultationId: "k1", href: null };
const accountNews = { caseId: null, consultationId: null, href: "/dashboard/lawyer" };

describe("a notification's button", () => {
  it("names what it opens, in both languages", () => {
    expect([caseNews, consultationNews, accountNews].map(notificationOpenLabel)).toEqual(["page.openCase", "page.open", "page.openOther"]);
    expect(notificationHref(caseNews)).toBe("/case/c1");
    for (const locale of ["ar", "en"] as const) {
      const t = serverT(locale, "notifications");
      const labels = [caseNews, consultationNews, accountNews].map((item) => t(notificationOpenLabel(item)));
      expect(new Set(labels).size).toBe(3);
    }
    expect(serverT("en", "notifications")("page.openCase")).toBe("View the case");
    expect(serverT("ar", "notifications")("page.openCase")).toBe("عرض القضية");
  });
});
