/**
 * Case news in the notification list and the bell: the sentence in the reader's language, a link to
 * the case, and opening the case reads it (issue 9 §4).
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { notificationHref, notificationText } from "~/components/notifications/notification-text";
import { i18nOptions } from "~/i18n/config";
import { resources } from "~/i18n/resources";
import { isolate } from "~/utils/format";
import { inHours, openCase, type Cast, useCaseDatabase } from "./support";

let cast: Cast;
useCaseDatabase((ready) => ({ cast } = ready));

async function translator(locale: "ar" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] } });
  return i18n.t;
}

describe("case notifications", () => {
  it("read as sentences about the case in each language, link to it, and are read when the case is opened", async () => {
    const created = await openCase(cast);
    await cast.lawyer.caller.cases.addHearing({ id: created.id, startsAt: inHours(72).toISOString(), purpose: "First session" });
    await cast.lawyer.caller.cases.setStatus({ id: created.id, status: "in_progress" });

    const list = await cast.client.caller.notifications.list({ page: 1, pageSize: 20 });
    const caseItems = list.items.filter((item) => item.caseId === created.id);
    expect(caseItems.map((item) => item.type)).toEqual(expect.arrayContaining(["case_hearing_scheduled", "case_status_changed"]));
    const en = await translator("en");
    const ar = await translator("ar");
    const status = caseItems.find((item) => item.type === "case_status_changed")!;
    // The reference is data, isolated for bidi (decision 023); the page shows it as a <bdi>.
    expect(notificationText(en, status, "en")).toBe(`Case ${isolate(created.reference)} is now In progress.`);
    expect(notificationText(ar, status, "ar")).toContain(created.reference);
    expect(notificationText(ar, status, "ar")).toContain(resources.ar.cases.status.in_progress);
    const hearing = caseItems.find((item) => item.type === "case_hearing_scheduled")!;
    expect(notificationText(en, hearing, "en")).toMatch(new RegExp(`^Hearing in case ${isolate(created.reference)} scheduled for .+\\.$`));
    expect(notificationHref(status)).toBe(`/case/${created.id}`);

    const before = list.unread;
    const { marked, unread } = await cast.client.caller.notifications.markCaseRead({ caseId: created.id });
    expect(marked).toBe(caseItems.filter((item) => !item.read).length);
    expect(unread).toBe(before - marked);
    // Someone else's case id marks nothing of theirs.
    expect((await cast.stranger.caller.notifications.markCaseRead({ caseId: created.id })).marked).toBe(0);
  });
});
