/**
 * The print view and the PDF of a case's summary (issue 9 §3): in the viewer's language, with the
 * Arabic title shaped and extractable (pdftotext), and 404 for anyone who may not see the case.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { UNKNOWN_UUID } from "../support/fixtures";
import { jsEnabled, open, tag } from "../support/helpers";
import { caseWithLawyer, contextAs, fixtureSessionCookie } from "./case-page-helpers";

/**
 * That the words read back whole and in order is checked in tests/unit/pdf/text-layer.test.ts (decision 042).
 * Here, through the route, the letters and their logical order are what is checked, compared without
 * whitespace and bidi controls: pdftotext moves the space beside a run of digits or Latin in an Arabic line.
 */
const squash = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]+/g, "");

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "case-pdf-")), "summary.pdf");
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function getPdf(request: APIRequestContext, opts: { id: string; cookie: string; lang: "ar" | "en" }) {
  // The first PDF launches the server's Chromium: on a busy machine that takes a while.
  return request.get(`/case/${opts.id}/summary.pdf`, { headers: { Cookie: `${opts.cookie}; lang=${opts.lang}` }, maxRedirects: 0, timeout: 60_000 });
}

test(`the summary PDF holds the case's title and reference in the viewer's language, and exists only for the case's people`, async ({ request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), "plain HTTP: once is enough");
  test.setTimeout(120_000);
  const c = await caseWithLawyer(request, `case-pdf-${tag(testInfo, "ar")}`);

  const ar = await getPdf(request, { id: c.id, cookie: fixtureSessionCookie("individual"), lang: "ar" });
  expect(ar.status()).toBe(200);
  expect(ar.headers()["content-type"]).toBe("application/pdf");
  const arText = squash(pdfText(await ar.body()));
  expect(arText).toContain(squash(c.titleAr));
  expect(arText).toContain(c.reference);
  expect(arText).toContain(squash("المحكمة الابتدائية"));

  const en = await getPdf(request, { id: c.id, cookie: c.lawyer.cookie, lang: "en" });
  expect(en.status()).toBe(200);
  const enText = pdfText(await en.body());
  expect(enText).toContain(c.titleEn);
  expect(enText).toContain(c.reference);
  expect(enText).toContain("Court of First Instance");
  // Every page carries the confidentiality line and its number (issue 29).
  expect(enText).toContain("Confidential: lawyer–client communication");
  expect(enText).toMatch(/Page 1 of \d/);

  // Someone else's case, an unknown one: not found, exactly alike.
  expect((await getPdf(request, { id: c.id, cookie: fixtureSessionCookie("company"), lang: "ar" })).status()).toBe(404);
  expect((await getPdf(request, { id: c.id, cookie: fixtureSessionCookie("lawyer"), lang: "ar" })).status()).toBe(404);
  expect((await getPdf(request, { id: UNKNOWN_UUID, cookie: fixtureSessionCookie("individual"), lang: "ar" })).status()).toBe(404);
  // Signed out: the sign-in page, as for the case page itself.
  const signedOut = await request.get(`/case/${c.id}/summary.pdf`, { headers: { Cookie: "" }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toMatch(/^\/client-area/);
});

for (const lang of ["ar", "en"] as const) {
  test(`the print view shows the summary without the site's navigation [${lang}]`, async ({ browser, request }, testInfo) => {
    const c = await caseWithLawyer(request, `case-print-${tag(testInfo, lang)}`);
    const context = await contextAs(browser, { role: "individual", lang, js: jsEnabled(testInfo) });
    const page = await context.newPage();
    await open(page, `/case/${c.id}?print=1`);
    const doc = page.getByTestId("case-summary-document");
    await expect(doc).toContainText(lang === "ar" ? c.titleAr : c.titleEn);
    await expect(doc).toContainText(c.reference);
    await expect(page.getByTestId("case-letterhead")).toBeVisible();
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator("form[data-testid]")).toHaveCount(0);
    await context.close();
  });
}
