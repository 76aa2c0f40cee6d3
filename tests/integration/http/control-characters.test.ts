/**
 * Issue 25 item 5: a NUL (or another control character) in a search or a form field reached PostgreSQL,
 * which refuses NUL in text, and the page answered 500. The HTTP edge (server/http/hostile-input.ts, around
 * every loader and action of the build) now refuses them with a 400, which pages render as the localized
 * bad-request page. Route modules are called here through that same wrapper.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { isAppError } from "#server/errors/app-error";
import { formHasControlCharacters, isRefusedInput, queryHasControlCharacters, refuseHostileInput, requestHasControlCharacters } from "#server/http/hostile-input";
import { userWithRole } from "../../setup/callers";
import { createCallerFactory, publicProcedure, router } from "#server/trpc/init";
import { getStorage } from "#server/storage/index";
import { z } from "zod";
import { useTestDatabase } from "../../setup/db";
import { postRequest, runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
/** A route's loader or action as the server runs it: behind the edge's check. */
const atTheEdge = (fn: Loader, kind: "loader" | "action" = "loader") => refuseHostileInput(fn as never, { kind }) as unknown as Loader;
const call = (fn: Loader, request: Request, params: Record<string, string> = {}) => runRoute(() => fn({ request, params, context: {} }));

describe("the edge's check of URLs and forms", () => {
  it("decodes every query parameter name and value and refuses C0 controls and DEL", () => {
    for (const query of ["q=a%00b", "q=%01", "q=a%1Fb", "q=%7F", "%00=1", "q=ok&tag=%00", "q=a%0Bb", "q=a%0cb"]) {
      expect(queryHasControlCharacters(query), query).toBe(true);
    }
    expect(queryHasControlCharacters(`q=a${String.fromCharCode(0)}b`)).toBe(true);
  });

  it("lets through tab, line breaks, percent garbage, lone surrogates and other Unicode", () => {
    for (const query of ["q=a%09b", "q=line%0D%0Aline", "q=%", "q=%zz", "q=%ED%A0%80", "q=%E3%80%80", "__proto__=1&constructor=2", "q=%2500", "q=%25%30%30", "q=%D9%A5"]) {
      expect(queryHasControlCharacters(query), query).toBe(false);
    }
    expect(formHasControlCharacters(new URLSearchParams({ message: "line one\r\nline two\tand a tab" }))).toBe(false);
  });

  it("refuses an encoded control character in the path and in a urlencoded body", async () => {
    expect(await requestHasControlCharacters(new Request("http://localhost/lawyer-profile/a%00b"), { readBody: false })).toBe(true);
    const post = postRequest("http://localhost:3000/contact", new URLSearchParams({ subject: "a\u0000b" }));
    expect(await requestHasControlCharacters(post, { readBody: true })).toBe(true);
    // The copy was read; the action still reads the body itself.
    expect(new URLSearchParams(await post.text()).get("subject")).toBe("a\u0000b");
    const multiline = postRequest("http://localhost:3000/contact", new URLSearchParams({ message: "one\r\ntwo\tthree" }));
    expect(await requestHasControlCharacters(multiline, { readBody: true })).toBe(false);
  });

  it("answers an input a procedure or PostgreSQL refused, escaping a loader, with 400 instead of 500", async () => {
    expect(isRefusedInput(new TRPCError({ code: "BAD_REQUEST" }))).toBe(true);
    expect(isRefusedInput(new TRPCError({ code: "INTERNAL_SERVER_ERROR" }))).toBe(false);
    expect(isRefusedInput(new Error("boom"))).toBe(false);
    const error = await sql`select ${"a\u0000b"}::text as value`.execute(db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isRefusedInput(error)).toBe(true);
    const loader = atTheEdge(async () => {
      throw error;
    });
    expect((await call(loader, new Request("http://localhost/legal-updates"))).status).toBe(400);
  });
});

describe("tRPC procedures", () => {
  it("answer text PostgreSQL refuses, where a schema let it through, with BAD_REQUEST (invalid_input), not a 500", async () => {
    // Every procedure's schema now refuses control characters itself, so a procedure made here with a schema
    // that takes any string stands for one that forgets to: the NUL reaches the query through the same middleware.
    const careless = router({
      find: publicProcedure.input(z.object({ id: z.string() })).query(({ ctx, input }) => sql`select ${input.id}::text as id`.execute(ctx.db)),
    });
    const caller = createCallerFactory(careless)({ db, storage: getStorage(), viewer: null, headers: new Headers(), clientIp: "10.1.0.1" });
    const error = await caller.find({ id: "a\u0000b" }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    expect(isAppError((error as TRPCError).cause) && (error as TRPCError).cause).toMatchObject({ code: "invalid_input" });
  });
});

describe("a NUL in a search answers 400, not 500", () => {
  const nul = "a%00b";

  it("legal updates, the directory, the legal library and the chatbot", async () => {
    const pages: [string, () => Promise<{ loader: Loader }>][] = [
      ["/legal-updates", () => import("~/routes/legal-updates/route") as never],
      ["/browse-law-firms", () => import("~/routes/browse-law-firms/route") as never],
      ["/legal-library", () => import("~/routes/legal-library/route") as never],
      ["/chatbot", () => import("~/routes/chatbot/route") as never],
    ];
    for (const [path, load] of pages) {
      const loader = atTheEdge((await load()).loader);
      const refused = await call(loader, new Request(`http://localhost:3000${path}?q=${nul}`));
      expect(refused.status, path).toBe(400);
      // The same search without the NUL (a tab and U+3000 are fine) still answers.
      const fine = await call(loader, new Request(`http://localhost:3000${path}?q=a%09b%E3%80%80c`));
      expect(fine.status, path).toBe(200);
    }
  });

  it("an admin list and its CSV export", async () => {
    const admin = await userWithRole(db, "admin");
    const cookie = admin.headers.get("cookie")!;
    const { loader: list } = (await import("~/routes/admin/cases/route")) as unknown as { loader: Loader };
    const { loader: csv } = (await import("~/routes/admin/cases/export.csv/route")) as unknown as { loader: Loader };
    for (const loader of [list, csv]) {
      const refused = await call(atTheEdge(loader), new Request(`http://localhost:3000/admin/cases?q=${nul}`, { headers: { cookie } }));
      expect(refused.status).toBe(400);
      const fine = await call(atTheEdge(loader), new Request("http://localhost:3000/admin/cases?q=supply", { headers: { cookie } }));
      expect(fine.status).toBe(200);
    }
  });
});

describe("a control character in a posted form answers 400", () => {
  it("refuses a NUL in a field and keeps multi-line text with tabs and line breaks", async () => {
    const { action } = (await import("~/routes/contact/route")) as unknown as { action: Loader };
    const email = `multiline-${Date.now()}@example.qa`;
    const fields = (message: string) => new URLSearchParams({ fullName: "Salem Al-Sada", email, phone: "", subject: "Question", message, preferredLanguage: "ar" });
    const url = "http://localhost:3000/contact";
    expect((await call(atTheEdge(action, "action"), postRequest(url, fields("A question\u0000 about custody."), { ip: "10.77.0.1" }))).status).toBe(400);
    const accepted = await call(atTheEdge(action, "action"), postRequest(url, fields("A question about custody.\r\n\tSecond line."), { ip: "10.77.0.2" }));
    expect(accepted.status).toBe(303);
    const stored = await db.selectFrom("contact_messages").select("message").where("email", "=", email).execute();
    expect(stored.map((row) => row.message)).toEqual(["A question about custody.\r\n\tSecond line."]);
  });
});
