/**
 * /case/{id} (issue 9 §3), both languages, JavaScript on and off: the assigned lawyer schedules a
 * hearing and adds a fee milestone; the client sees them, uploads a document and sends a message
 * with an attachment; bad input shows its message in the visitor's language and writes nothing.
 * The status, close and reopen forms are the design system's Dialog (issue 13 §3).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { exeBytes, expectToastIn, jsEnabled, open, pdfBytes, readToasts, t, tag, waitForHydration } from "../support/helpers";
import { caseAs, caseWithLawyer, contextAs, fixtureSessionCookie, latinWord, qatarFriday, qatarLocal, trpcQuery } from "./case-page-helpers";

/** Opens the <details> whose summary says `text` (unless the page rendered it open after a failed post). */
async function reveal(scope: Page | Locator, text: string) {
  const summary = scope.locator("details > summary", { hasText: text }).first();
  const details = summary.locator("xpath=..");
  if ((await details.getAttribute("open")) === null) await summary.click();
}

for (const lang of LANGS) {
  test(`the lawyer adds a hearing and a milestone; the client sees them, uploads a document and sends a message [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const js = jsEnabled(testInfo);
    const c = await caseWithLawyer(request, `case-page-${tag(testInfo, lang)}`);
    const purpose = lang === "ar" ? `جلسة مرافعة ${latinWord(4)}` : `Pleading hearing ${latinWord(4)}`;
    const milestoneAr = `صياغة مذكرة الدفاع ${latinWord(3)}`;

    // ---- the assigned lawyer
    const lawyerContext = await contextAs(browser, { cookie: c.lawyer.cookie, lang, js });
    const lawyer = await lawyerContext.newPage();
    await open(lawyer, `/case/${c.id}`);
    await expect(lawyer.getByRole("heading", { level: 1 })).toContainText(c.reference);
    await expect(lawyer.getByRole("heading", { level: 1 })).toContainText(lang === "ar" ? c.titleAr : c.titleEn);
    await expect(lawyer.getByTestId("case-court")).toHaveText(lang === "ar" ? "المحكمة الابتدائية" : "Court of First Instance");

    await reveal(lawyer, t(lang, "cases:page.forms.addHearing.heading"));
    const hearingForm = lawyer.getByTestId("addHearing-form");
    await hearingForm.getByLabel(t(lang, "cases:page.forms.startsAt")).fill(qatarLocal(40, "10:30"));
    await hearingForm.getByLabel(t(lang, "cases:page.forms.chamber")).fill(lang === "ar" ? "الدائرة التجارية الثالثة" : "Third commercial chamber");
    await hearingForm.getByLabel(t(lang, "cases:page.forms.purpose")).fill(purpose);
    await hearingForm.getByRole("button", { name: t(lang, "cases:page.forms.addHearing.submit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "cases:page.toasts.addHearing"));
    const upcoming = lawyer.getByTestId("upcoming-hearings");
    await expect(upcoming).toContainText(purpose);
    // Qatar time, labelled: 10:30 in Doha whatever the browser's zone.
    await expect(upcoming).toContainText(t(lang, "cases:page.qatarTimeLabel", { time: "" }).trim().replace(/^\(|\)$/g, ""));
    await expect(upcoming).toContainText(lang === "ar" ? "١٠:٣٠" : "10:30");

    await reveal(lawyer, t(lang, "cases:page.forms.addMilestone.heading"));
    const milestoneForm = lawyer.getByTestId("addMilestone-form");
    await milestoneForm.getByLabel(t(lang, "cases:page.forms.titleAr")).fill(milestoneAr);
    await milestoneForm.getByLabel(t(lang, "cases:page.forms.titleEn")).fill("Statement of defence");
    // Issue 13 §2: a fee typed on an Arabic keyboard is the same number (Arabic-Indic here, Eastern Arabic-Indic below).
    await milestoneForm.getByLabel(t(lang, "cases:page.forms.addMilestone.fee")).fill(lang === "ar" ? "٧٥٠٠" : "7500");
    await milestoneForm.getByRole("button", { name: t(lang, "cases:page.forms.addMilestone.submit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "cases:page.toasts.addMilestone"));
    await expect(lawyer.getByTestId("milestones")).toContainText(lang === "ar" ? milestoneAr : "Statement of defence");
    await expect(lawyer.getByTestId("fee-totals")).toContainText(lang === "ar" ? "٧٬٥٠٠" : "7,500");

    // The details of both can be corrected afterwards: the hearing's chamber, the milestone's fee.
    // A hearing's forms show one hearing at a time, through a plain link.
    await expect(lawyer.getByTestId("moveHearing-form")).toHaveCount(0);
    await upcoming.getByTestId("hearing").filter({ hasText: purpose }).getByTestId("manage-hearing").click();
    const hearingItem = lawyer.getByTestId("upcoming-hearings").getByTestId("hearing").filter({ hasText: purpose });
    await expect(hearingItem.getByTestId("hearing-actions")).toBeVisible();
    await reveal(hearingItem, t(lang, "cases:page.forms.updateHearing.heading"));
    const editHearing = hearingItem.getByTestId("updateHearing-form");
    await editHearing.getByLabel(t(lang, "cases:page.forms.chamber")).fill(lang === "ar" ? "القاعة ٧" : "Room 7");
    await editHearing.getByRole("button", { name: t(lang, "cases:page.forms.updateHearing.submit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "cases:page.toasts.updateHearing"));
    await expect(lawyer.getByTestId("upcoming-hearings")).toContainText(lang === "ar" ? "القاعة ٧" : "Room 7");
    const milestoneRow = lawyer.getByTestId("milestone").first();
    await milestoneRow.getByTestId("manage-milestone").click();
    const editMilestone = milestoneRow.getByTestId("updateMilestone-form");
    await editMilestone.getByLabel(t(lang, "cases:page.forms.addMilestone.fee")).fill("abc");
    await editMilestone.getByRole("button", { name: t(lang, "cases:page.forms.updateMilestone.submit") }).click();
    await expect(lawyer.getByTestId("milestone").first().getByTestId("updateMilestone-form")).toContainText(t(lang, "cases:validation.fee"));
    await expect(lawyer.getByTestId("fee-totals")).toContainText(lang === "ar" ? "٧٬٥٠٠" : "7,500");
    await lawyer.getByTestId("milestone").first().getByTestId("updateMilestone-form").getByLabel(t(lang, "cases:page.forms.addMilestone.fee")).fill(lang === "ar" ? "۸۰۰۰" : "8000");
    await lawyer.getByTestId("milestone").first().getByTestId("updateMilestone-form").getByRole("button", { name: t(lang, "cases:page.forms.updateMilestone.submit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "cases:page.toasts.updateMilestone"));
    await expect(lawyer.getByTestId("fee-totals")).toContainText(lang === "ar" ? "٨٬٠٠٠" : "8,000");

    // ---- the client
    const clientContext = await contextAs(browser, { role: "individual", lang, js });
    const client = await clientContext.newPage();
    await open(client, `/case/${c.id}`);
    await expect(client.getByTestId("upcoming-hearings")).toContainText(purpose);
    await expect(client.getByTestId("milestones")).toContainText(lang === "ar" ? milestoneAr : "Statement of defence");
    // The firm's tools are not the client's.
    await expect(client.getByTestId("addHearing-form")).toHaveCount(0);
    await expect(client.locator("#notes")).toHaveCount(0);

    const fileName = `contract-${latinWord(5)}.pdf`;
    await reveal(client, t(lang, "cases:page.forms.upload.heading"));
    const upload = client.getByTestId("uploadDocuments-form");
    await upload.getByLabel(t(lang, "cases:page.forms.upload.files")).setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdfBytes() });
    await upload.getByRole("button", { name: t(lang, "cases:page.forms.upload.submit") }).click();
    expectToastIn(await readToasts(client, testInfo), t(lang, "cases:page.toasts.uploadDocuments"));
    await expect(client.getByTestId("documents")).toContainText(fileName);

    const body = lang === "ar" ? `مرفق العقد الموقّع ${latinWord(4)}` : `Attached is the signed contract ${latinWord(4)}`;
    const attachment = `invoice-${latinWord(5)}.pdf`;
    const messageForm = client.getByTestId("postMessage-form");
    await messageForm.getByLabel(t(lang, "cases:page.forms.message.body")).fill(body);
    await messageForm.getByLabel(t(lang, "cases:page.forms.message.files")).setInputFiles({ name: attachment, mimeType: "application/pdf", buffer: pdfBytes() });
    await messageForm.getByRole("button", { name: t(lang, "cases:page.forms.message.submit") }).click();
    expectToastIn(await readToasts(client, testInfo), t(lang, "cases:page.toasts.postMessage"));
    const thread = client.getByTestId("messages");
    await expect(thread).toContainText(body);
    await expect(thread).toContainText(attachment);

    // The attachment downloads through a short-lived signed link.
    const href = await thread.getByRole("link", { name: attachment }).getAttribute("href");
    const download = await clientContext.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // ---- the lawyer sees what the client sent, marked visible to the client.
    await open(lawyer, `/case/${c.id}`);
    await expect(lawyer.getByTestId("messages")).toContainText(body);
    const doc = lawyer.getByTestId("document").filter({ hasText: fileName });
    await expect(doc.getByTestId("visibility-badge")).toHaveText(t(lang, "cases:visibility.client"));
    await expect(lawyer.getByTestId("timeline")).toContainText(fileName);

    await lawyerContext.close();
    await clientContext.close();
  });

  test(`bad input on the case page shows a message in the visitor's language and writes nothing [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const js = jsEnabled(testInfo);
    const c = await caseWithLawyer(request, `case-bad-${tag(testInfo, lang)}`);

    const lawyerContext = await contextAs(browser, { cookie: c.lawyer.cookie, lang, js });
    const lawyer = await lawyerContext.newPage();
    await open(lawyer, `/case/${c.id}`);

    // A hearing without a time or a purpose.
    await reveal(lawyer, t(lang, "cases:page.forms.addHearing.heading"));
    let form = lawyer.getByTestId("addHearing-form");
    await form.getByRole("button", { name: t(lang, "cases:page.forms.addHearing.submit") }).click();
    form = lawyer.getByTestId("addHearing-form");
    await expect(form.locator(".field-errors").first()).toBeVisible();
    await expect(form).toContainText(t(lang, "validation.required"));

    // A hearing in the past, without what happened at it: the date is a slip, or the outcome is missing.
    await reveal(lawyer, t(lang, "cases:page.forms.addHearing.heading"));
    form = lawyer.getByTestId("addHearing-form");
    await form.getByLabel(t(lang, "cases:page.forms.startsAt")).fill(qatarLocal(-3, "09:00"));
    await form.getByLabel(t(lang, "cases:page.forms.purpose")).fill("Past hearing");
    await form.getByRole("button", { name: t(lang, "cases:page.forms.addHearing.submit") }).click();
    await expect(lawyer.getByTestId("addHearing-form")).toContainText(t(lang, "common:errors.hearing_past_needs_outcome"));

    // A Friday: the form comes back asking to confirm the day, and nothing is written until the box is ticked.
    await reveal(lawyer, t(lang, "cases:page.forms.addHearing.heading"));
    form = lawyer.getByTestId("addHearing-form");
    await form.getByLabel(t(lang, "cases:page.forms.startsAt")).fill(qatarFriday(2, "09:00"));
    await form.getByLabel(t(lang, "cases:page.forms.purpose")).fill("Friday hearing");
    await form.getByRole("button", { name: t(lang, "cases:page.forms.addHearing.submit") }).click();
    form = lawyer.getByTestId("addHearing-form");
    await expect(form).toContainText(t(lang, "cases:validation.nonSittingDay"));
    await expect(lawyer.getByTestId("upcoming-hearings").getByText("Friday hearing")).toHaveCount(0);
    await form.getByLabel(t(lang, "cases:page.forms.weekendConfirmed")).check();
    await form.getByRole("button", { name: t(lang, "cases:page.forms.addHearing.submit") }).click();
    await expect(lawyer.getByTestId("upcoming-hearings")).toContainText("Friday hearing");

    // A milestone with no title and a fee that is not a number.
    await reveal(lawyer, t(lang, "cases:page.forms.addMilestone.heading"));
    form = lawyer.getByTestId("addMilestone-form");
    await form.getByLabel(t(lang, "cases:page.forms.addMilestone.fee")).fill("a lot");
    await form.getByRole("button", { name: t(lang, "cases:page.forms.addMilestone.submit") }).click();
    form = lawyer.getByTestId("addMilestone-form");
    await expect(form).toContainText(t(lang, "cases:validation.fee"));
    await expect(form).toContainText(t(lang, "cases:page.validation.oneTitle"));
    // What was typed is still there.
    await expect(form.getByLabel(t(lang, "cases:page.forms.addMilestone.fee"))).toHaveValue("a lot");

    const client = await (await contextAs(browser, { role: "individual", lang, js })).newPage();
    await open(client, `/case/${c.id}`);
    // An empty message.
    await client.getByTestId("postMessage-form").getByRole("button", { name: t(lang, "cases:page.forms.message.submit") }).click();
    await expect(client.getByTestId("postMessage-form")).toContainText(t(lang, "validation.required"));
    // An upload without a file, then a program named .pdf.
    await reveal(client, t(lang, "cases:page.forms.upload.heading"));
    await client.getByTestId("uploadDocuments-form").getByRole("button", { name: t(lang, "cases:page.forms.upload.submit") }).click();
    await expect(client.getByTestId("uploadDocuments-form")).toContainText(t(lang, "validation.chooseFile"));
    await reveal(client, t(lang, "cases:page.forms.upload.heading"));
    const upload = client.getByTestId("uploadDocuments-form");
    await upload.getByLabel(t(lang, "cases:page.forms.upload.files")).setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: exeBytes() });
    await upload.getByRole("button", { name: t(lang, "cases:page.forms.upload.submit") }).click();
    await expect(client.getByTestId("uploadDocuments-form")).toContainText(t(lang, "common:toasts.fileUploadFailedReason.type_not_allowed", { file: "statement.pdf" }));

    // Nothing was written but the Friday hearing, once its day was confirmed.
    const after = await caseAs(request, fixtureSessionCookie("admin"), c.id);
    expect(after.hearings.map((h: { purpose: string }) => h.purpose)).toEqual(["Friday hearing"]);
    expect(after.milestones).toHaveLength(0);
    expect(after.documents).toHaveLength(0);
    expect(after.messages.items).toHaveLength(0);
    await lawyerContext.close();
    await client.context().close();
  });
}

for (const lang of LANGS) {
  test(`the lawyer changes the status and the admin closes and reopens the case, each in its dialog [${lang}]`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const js = jsEnabled(testInfo);
    const c = await caseWithLawyer(request, `case-status-${tag(testInfo, lang)}`);
    const statusOf = async () => (await trpcQuery<{ status: string }>(request, { path: "cases.byId", cookie: fixtureSessionCookie("admin"), input: { id: c.id } })).status;

    // ---- the assigned lawyer: the status dialog
    const lawyerContext = await contextAs(browser, { cookie: c.lawyer.cookie, lang, js });
    const lawyer = await lawyerContext.newPage();
    await open(lawyer, `/case/${c.id}`);
    const statusDialog = lawyer.locator("details.dialog", { has: lawyer.getByTestId("setStatus-form") });
    const statusSummary = statusDialog.locator("summary");
    await expect(statusSummary).toHaveText(t(lang, "cases:page.forms.setStatus.heading"));
    await expect(statusDialog).not.toHaveAttribute("open");
    if (js) await waitForHydration(lawyer);
    await statusSummary.click();
    await expect(statusDialog).toHaveAttribute("open");
    if (js) {
      // With JavaScript, opening moves focus to the first field; Escape closes and gives focus back.
      await expect(statusDialog.getByTestId("setStatus-form").getByLabel(t(lang, "cases:page.forms.setStatus.status"))).toBeFocused();
      await lawyer.keyboard.press("Escape");
      await expect(statusDialog).not.toHaveAttribute("open");
      await expect(statusSummary).toBeFocused();
      await statusSummary.click();
    }
    // A reason longer than allowed: refused with its message, the dialog still open, nothing written.
    let form = lawyer.getByTestId("setStatus-form");
    await form.getByLabel(t(lang, "cases:page.forms.setStatus.status")).selectOption("on_hold");
    await form.getByLabel(t(lang, "cases:page.forms.reason")).fill("x".repeat(1001));
    await form.getByRole("button", { name: t(lang, "cases:page.forms.setStatus.submit") }).click();
    form = lawyer.getByTestId("setStatus-form");
    await expect(form).toContainText(t(lang, "validation.tooLong"));
    await expect(lawyer.locator("details.dialog", { has: form })).toHaveAttribute("open");
    expect(await statusOf()).toBe("open");
    await form.getByLabel(t(lang, "cases:page.forms.reason")).fill(lang === "ar" ? "بانتظار مستندات العميل" : "Waiting for the client's documents");
    await form.getByRole("button", { name: t(lang, "cases:page.forms.setStatus.submit") }).click();
    expectToastIn(await readToasts(lawyer, testInfo), t(lang, "cases:page.toasts.setStatus"));
    await expect(lawyer.getByTestId("case-status").first()).toHaveText(t(lang, "cases:status.on_hold"));
    // Closing and reopening are the admin's.
    await expect(lawyer.getByTestId("close-form")).toHaveCount(0);
    await lawyerContext.close();

    // ---- the admin: close, then reopen
    const adminContext = await contextAs(browser, { cookie: fixtureSessionCookie("admin"), lang, js });
    const admin = await adminContext.newPage();
    await open(admin, `/case/${c.id}`);
    await expect(admin.getByTestId("reopen-form")).toHaveCount(0);
    await reveal(admin, t(lang, "cases:page.forms.close.heading"));
    const close = admin.getByTestId("close-form");
    await close.getByLabel(t(lang, "cases:page.forms.reason")).fill(lang === "ar" ? "انتهت القضية بالصلح" : "Settled out of court");
    await close.getByRole("button", { name: t(lang, "cases:page.forms.close.submit") }).click();
    expectToastIn(await readToasts(admin, testInfo), t(lang, "cases:page.toasts.close"));
    await expect(admin.getByTestId("case-status").first()).toHaveText(t(lang, "cases:status.closed"));
    expect(await statusOf()).toBe("closed");
    await expect(admin.getByTestId("close-form")).toHaveCount(0);

    await reveal(admin, t(lang, "cases:page.forms.reopen.heading"));
    const reopen = admin.getByTestId("reopen-form");
    await reopen.getByLabel(t(lang, "cases:page.forms.setStatus.status")).selectOption("in_progress");
    await reopen.getByRole("button", { name: t(lang, "cases:page.forms.reopen.submit") }).click();
    expectToastIn(await readToasts(admin, testInfo), t(lang, "cases:page.toasts.reopen"));
    await expect(admin.getByTestId("case-status").first()).toHaveText(t(lang, "cases:status.in_progress"));
    expect(await statusOf()).toBe("in_progress");
    await adminContext.close();
  });
}
