/**
 * Issues 27 §2 and 29 ("the firm's face"): /contact shows the office from the firm's profile (the sample seed's
 * fictional one on this server) in the visitor's language: address, hours, phone as a tel: link, WhatsApp as a
 * wa.me link, the email as a mailto: link, the urgent line, the map (a shipped illustration linking to the firm's map
 * link) and the directions, labelled as a sample. Numbers are
 * ASCII and isolated left to right inside the Arabic page (decision 023). The page needs no script for any of it.
 * The admin's form refuses a malformed number in the page's language and keeps what was saved.
 */
import { expect, test } from "@playwright/test";
import { SAMPLE_FIRM_PROFILE } from "../../../scripts/seed-firm-profile";
import { BASE_URL, LANGS } from "../support/fixtures";
import { jsEnabled, setLang, t } from "../support/helpers";
import { authStatePath } from "../support/paths";

const local = (e164: string) => `+974 ${e164.slice(4, 8)} ${e164.slice(8)}`;

for (const lang of LANGS) {
  test.describe(`the office on /contact [${lang}]`, () => {
    test.beforeEach(async ({ context }) => {
      await setLang(context, lang);
    });

    test("address, hours and every way to reach the firm, as links, in the page's language", async ({ page }) => {
      await page.goto("/contact");
      const office = page.getByTestId("firm-office");
      await expect(office.getByRole("heading", { level: 2 })).toContainText(t(lang, "contact:office.heading"));
      await expect(office).toContainText(t(lang, "contact:office.sample"));
      await expect(page.getByTestId("firm-address")).toHaveText(lang === "ar" ? SAMPLE_FIRM_PROFILE.address_ar : SAMPLE_FIRM_PROFILE.address_en);
      await expect(page.getByTestId("firm-hours")).toHaveText(lang === "ar" ? SAMPLE_FIRM_PROFILE.hours_ar : SAMPLE_FIRM_PROFILE.hours_en);

      const phone = page.getByTestId("firm-phone");
      await expect(phone).toHaveAttribute("href", `tel:${SAMPLE_FIRM_PROFILE.phone}`);
      await expect(phone).toHaveText(local(SAMPLE_FIRM_PROFILE.phone));
      // Read left to right inside the Arabic page: the number is isolated with its own direction.
      await expect(phone.locator("bdi")).toHaveAttribute("dir", "ltr");
      await expect(page.getByTestId("firm-whatsapp")).toHaveAttribute("href", `https://wa.me/${SAMPLE_FIRM_PROFILE.whatsapp.slice(1)}`);
      await expect(page.getByTestId("firm-email")).toHaveAttribute("href", `mailto:${SAMPLE_FIRM_PROFILE.email}`);
      await expect(page.getByTestId("firm-email")).toHaveText(SAMPLE_FIRM_PROFILE.email);
      await expect(page.getByTestId("firm-urgent")).toHaveAttribute("href", `tel:${SAMPLE_FIRM_PROFILE.urgent_phone}`);
      await expect(page.getByTestId("firm-map")).toHaveAttribute("href", SAMPLE_FIRM_PROFILE.map_url);
      await expect(page.getByTestId("firm-map")).toContainText(t(lang, "contact:office.map"));
      // The map is the illustration shipped with the platform, loaded from this server, never a map service's tile.
      const map = page.getByTestId("firm-map-image");
      await expect(map).toHaveAttribute("src", "/images/office-map.svg");
      await expect(map).toHaveAttribute("alt", t(lang, "contact:office.mapAlt", { address: lang === "ar" ? SAMPLE_FIRM_PROFILE.address_ar : SAMPLE_FIRM_PROFILE.address_en }));
      await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const directions = page.getByTestId("firm-directions");
      await expect(directions.getByRole("heading")).toHaveText(t(lang, "contact:office.directions"));
      await expect(directions.locator("p")).toHaveText((lang === "ar" ? SAMPLE_FIRM_PROFILE.directions_ar : SAMPLE_FIRM_PROFILE.directions_en).split("\n"));
      await expect(office.locator('a[href="tel:999"]')).toBeVisible();
      // In the right-to-left page, the number's first character (+) sits to the left of its last digit.
      if (lang === "ar") {
        const box = await phone.locator("bdi").evaluate((el) => {
          const range = document.createRange();
          const text = el.firstChild!;
          range.setStart(text, 0);
          range.setEnd(text, 1);
          const first = range.getBoundingClientRect().left;
          range.setStart(text, (text.textContent ?? "").length - 1);
          range.setEnd(text, (text.textContent ?? "").length);
          return { first, last: range.getBoundingClientRect().left };
        });
        expect(box.first).toBeLessThan(box.last);
      }
    });

    test("the admin's form refuses a malformed number in the page's language and changes nothing", async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: BASE_URL, storageState: authStatePath("admin"), javaScriptEnabled: jsEnabled(testInfo) });
      await setLang(context, lang);
      const page = await context.newPage();
      await page.goto("/dashboard/admin/firm");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "adminContent:firm.heading"));
      await expect(page.getByRole("navigation", { name: t(lang, "backOffice:nav.label") }).getByRole("link", { name: t(lang, "backOffice:nav.firm") })).toHaveAttribute("aria-current", "page");
      const phone = page.getByLabel(t(lang, "adminContent:firm.form.phone"), { exact: true });
      await expect(phone).toHaveValue(SAMPLE_FIRM_PROFILE.phone);
      await phone.fill("12");
      await page.getByRole("button", { name: t(lang, "adminContent:firm.form.submit") }).click();
      await expect(page.locator("#firm-profile-phone-error")).toHaveText(t(lang, "adminContent:firm.validation.phone"));
      await page.goto("/contact");
      await expect(page.getByTestId("firm-phone")).toHaveAttribute("href", `tel:${SAMPLE_FIRM_PROFILE.phone}`);
      await context.close();
    });
  });
}
