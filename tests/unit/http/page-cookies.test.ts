/**
 * Issue 30 §3: which cookies the page cache honours (server/http/page-cookies.ts). Every cookie the sources
 * create or read must be listed there, so that a page personalised by a new cookie is never served to
 * everyone from memory.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPageChangingCookie, KEYED_COOKIES, languageCookieOf, pageCookieKey } from "#server/http/page-cookies";

function sources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Cookie names the code creates (createCookie, a cookie session storage, document.cookie) or reads by pattern. */
function cookieNamesInSources(): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /createCookie\(\s*"([^"]+)"/g,
    /cookie:\s*\{\s*name:\s*"([^"]+)"/g,
    /document\.cookie\s*=\s*\\?"([A-Za-z0-9_.-]+)=/g,
    /\(\?:\^\|;\\s\*\)([A-Za-z0-9_.-]+)=/g,
    // A name kept in a constant: export const VISITOR_COOKIE = "chat_visitor".
    /[A-Z_]*COOKIE\s*=\s*"([^"]+)"/g,
  ];
  for (const file of [...sources("app"), ...sources("server")]) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

describe("the cookies the page cache knows", () => {
  it("list every cookie the app creates or reads", () => {
    const found = cookieNamesInSources();
    // The scan itself works: it finds the cookies known today.
    expect([...found]).toEqual(expect.arrayContaining(["flash", "consultation_draft", "chat_history", "chat_visitor", "tz", "lang"]));
    const unlisted = [...found].filter((name) => !(KEYED_COOKIES as readonly string[]).includes(name) && !isPageChangingCookie(name));
    expect(unlisted, "cookies to add to server/http/page-cookies.ts (keyed or page-changing)").toEqual([]);
  });

  it("bypass for a session (with or without the __Secure- prefix) or a cookie that changes the page", () => {
    for (const header of [
      "better-auth.session_token=abc.def",
      "lang=en; __Secure-better-auth.session_token=abc.def",
      "better-auth.session_data=xyz; lang=ar",
      "flash=abc",
      "_ga=1; consultation_draft=abc",
      "chat_history=abc",
      "lang=en; chat_visitor=abc.sig",
    ]) {
      expect(pageCookieKey(header), header).toBeNull();
    }
  });

  it("ignore foreign cookies and key by language and time zone", () => {
    expect(pageCookieKey(undefined)).toBe("-|");
    expect(pageCookieKey("lang=en")).toBe("en|");
    expect(pageCookieKey("_ga=GA1.1.2; lang=en; cookie_consent=yes")).toBe("en|");
    expect(pageCookieKey("AWSALB=xyz")).toBe("-|");
    expect(pageCookieKey("lang=ar; tz=Asia%2FQatar; _fbp=1")).toBe("ar|Asia%2FQatar");
    // A name that only contains a known one is foreign.
    expect(pageCookieKey("myflash=1; not-better-auth.x=1")).toBe("-|");
  });

  it("read the language as the app does: the first valid `lang`", () => {
    expect(languageCookieOf("lang=xx; lang=en")).toBe("en");
    expect(languageCookieOf("lang=en=1")).toBe("en");
    expect(languageCookieOf(" lang=ar ")).toBe("ar");
    expect(languageCookieOf("xlang=en")).toBeNull();
    expect(pageCookieKey("lang=en=1")).toBe("en|");
  });
});
