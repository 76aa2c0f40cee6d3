/** The language toggle's redirectTo only ever leads back into the site. */
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/fixtures";

test("the language toggle never sends anyone to another site", async ({ request }) => {
  for (const redirectTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    const response = await request.post("/set-language", {
      headers: { Origin: BASE_URL },
      form: { locale: "en", redirectTo },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
  }
});
