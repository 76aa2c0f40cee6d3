/**
 * Sign-up posts made by hand (no browser, so they run once, in the "js" project): values the form
 * cannot produce, file names with paths, a broken body. Refused or sanitised, never a 500.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD } from "../support/fixtures";
import { expectDashboardLinks, expectSafeKeys } from "../support/documents";
import { dataDir, pdfBytes, readOutbox, storedFiles, t, uniqueEmail } from "../support/helpers";

test.describe("sign-up bad input over plain HTTP", () => {
  for (const lang of LANGS) {
    test(`userType=admin posted by hand is refused [${lang}]`, async ({ request }) => {
      const email = uniqueEmail("admin-post");
      const response = await request.post("/signup", {
        headers: { Origin: BASE_URL, Cookie: `lang=${lang}` },
        form: { fullName: "Hand Made", email, password: PASSWORD, userType: "admin" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(t(lang, "validation.userType"));
      expect(readOutbox(email)).toHaveLength(0);
    });

    test(`a multipart file named ../../etc/passwd is sanitised [${lang}]`, async ({ request }) => {
      const email = uniqueEmail(`traversal-post-${lang}`);
      const before = new Set(storedFiles());
      const marker = crypto.randomBytes(4).toString("hex");
      const response = await request.post("/signup", {
        headers: { Origin: BASE_URL, Cookie: `lang=${lang}` },
        multipart: {
          fullName: "Path Person",
          email,
          password: PASSWORD,
          userType: "lawyer",
          document_bar_license: { name: "../../etc/passwd", mimeType: "application/pdf", buffer: pdfBytes(marker) },
          document_qatar_id: { name: "..\\..\\windows\\win.ini", mimeType: "application/pdf", buffer: pdfBytes(`${marker}-2`) },
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      // Other tests upload at the same time: keep only the files whose bytes carry this test's marker.
      const root = path.join(dataDir(), "storage");
      const added = storedFiles()
        .filter((f) => !before.has(f))
        .filter((f) => fs.readFileSync(path.join(root, f), "latin1").includes(marker));
      expectSafeKeys(added);
      // Only the last path segment is kept, and the extension is the type the bytes are (PDF).
      const licence = added.find((f) => /\/bar_license-\d+-passwd\.pdf$/.test(f));
      const qid = added.find((f) => /\/qatar_id-\d+-win\.pdf$/.test(f));
      expect(licence, `stored keys: ${added.join(", ")}`).toBeTruthy();
      expect(qid, `stored keys: ${added.join(", ")}`).toBeTruthy();
      await expectDashboardLinks(request, email, [licence!, qid!]);
    });

    test(`a truncated multipart body is a 400 in the page language [${lang}]`, async ({ request }) => {
      const response = await request.post("/signup", {
        headers: { Origin: BASE_URL, Cookie: `lang=${lang}`, "Content-Type": "multipart/form-data; boundary=----e2e" },
        data: Buffer.from('------e2e\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nHalf'),
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    });
  }

  test("better-auth's own sign-up endpoint is not reachable (issue 25 §2), so user_type admin cannot go that way", async ({ request }) => {
    const email = uniqueEmail("admin-api");
    const response = await request.post("/api/auth/sign-up/email", {
      headers: { Origin: BASE_URL },
      data: { email, password: PASSWORD, name: "Api Admin", user_type: "admin" },
    });
    expect(response.status()).toBe(404);
    expect(readOutbox(email)).toHaveLength(0);
  });
});
