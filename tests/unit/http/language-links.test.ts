import { describe, expect, it } from "vitest";
import { locationWithLang } from "#server/http/language-redirects";
import { linkInLanguage } from "#server/mail/links";
import { getEnv } from "#server/config/env";

describe("a redirect keeps the language of a ?lang= request (issue 13)", () => {
  it("adds the language to same-site locations only", () => {
    expect(
      locationWithLang(
        "/client-area?redirectTo=%2Fdashboard%2Fuser%3Flang%3Den",
        "en"
      )
    ).toBe("/client-area?redirectTo=%2Fdashboard%2Fuser%3Flang%3Den&lang=en");
    expect(locationWithLang("/", "en")).toBe("/?lang=en");
    expect(locationWithLang("/case/1#messages", "ar")).toBe(
      "/case/1?lang=ar#messages"
    );
    expect(locationWithLang("/x?lang=ar", "en")).toBe("/x?lang=ar");
    expect(locationWithLang("https://idp.example/authorize?a=1", "en")).toBe(
      "https://idp.example/authorize?a=1"
    );
    expect(locationWithLang("//evil.example/", "en")).toBe("//evil.example/");
  });
});

describe("email links open the page in their block's language (issue 13)", () => {
  const base = getEnv().BASE_URL;
  it("adds lang to our links and to better-auth's callbackURL, never to other sites'", () => {
    expect(linkInLanguage(`${base}/verify-email?token=abc`, "en")).toBe(
      `${base}/verify-email?token=abc&lang=en`
    );
    expect(linkInLanguage(`${base}/case/1`, "ar")).toBe(
      `${base}/case/1?lang=ar`
    );
    const reset = new URL(
      linkInLanguage(
        `${base}/api/auth/reset-password/TOKEN?callbackURL=${encodeURIComponent(
          `${base}/update-password`
        )}`,
        "en"
      )
    );
    expect(reset.pathname).toBe("/api/auth/reset-password/TOKEN");
    expect(reset.searchParams.get("callbackURL")).toBe(
      `${base}/update-password?lang=en`
    );
    expect(reset.searchParams.has("lang")).toBe(false);
    expect(linkInLanguage("https://maps.example/doha", "en")).toBe(
      "https://maps.example/doha"
    );
    expect(linkInLanguage(`${base}/x?lang=ar`, "en")).toBe(`${base}/x?lang=ar`);
  });
});
