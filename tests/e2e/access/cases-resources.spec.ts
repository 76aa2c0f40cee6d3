/**
 * The resource routes of cases over plain HTTP, for every kind of visitor: the CSV export of
 * /admin/cases is the admin's (everyone else is sent to /client-area, like /admin/cases itself);
 * the calendar feed answers 404 to an unknown or malformed token, whoever asks.
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { type FixtureRole } from "../support/fixtures";
import { authStatePath } from "../support/paths";

type Viewer = "anonymous" | FixtureRole;
const VIEWERS: Viewer[] = ["anonymous", "individual", "unset", "company", "lawyer", "admin"];

function sessionCookie(viewer: Viewer): string {
  if (viewer === "anonymous") return "";
  const state = JSON.parse(fs.readFileSync(authStatePath(viewer), "utf8")) as { cookies: { name: string; value: string }[] };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "plain HTTP: once is enough");
});

for (const viewer of VIEWERS) {
  test(`cases resources as ${viewer}`, async ({ request }) => {
    const headers = { Cookie: sessionCookie(viewer) };
    for (const path of ["/admin/cases", "/admin/cases/export.csv", "/admin/cases/export.csv?status=open&q=x"]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      if (viewer === "admin") {
        expect.soft(response.status(), path).toBe(200);
        if (path.includes("export.csv")) {
          expect.soft(response.headers()["content-type"], path).toContain("text/csv");
          expect.soft(response.headers()["content-disposition"], path).toMatch(/^attachment;/);
        }
      } else {
        expect.soft(response.status(), `${path} as ${viewer}`).toBe(302);
        expect.soft(new URL(response.headers()["location"] ?? "", "http://x").pathname, `${path} as ${viewer}`).toBe("/client-area");
      }
    }
    for (const path of [`/calendar/hearings/${"A".repeat(43)}.ics`, "/calendar/hearings/short.ics", `/calendar/hearings/${"A".repeat(43)}`, `/calendar/hearings/${"x".repeat(300)}.ics`]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect.soft(response.status(), `${path} as ${viewer}`).toBe(404);
    }
  });
}
