/**
 * Issue 25 item 5 on the case page: a NUL in a title reached PostgreSQL (500), and an intent named after
 * something every object inherits (constructor, toString, __proto__) was looked up in a plain object (500).
 * Both are bad input: BAD_REQUEST from the procedure, 400 from the page.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { adminCasesAction } from "~/routes/admin/cases/cases.server";
import { action } from "~/routes/case/$caseId/route";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import { openCase, type Cast, useCaseDatabase } from "./support";
import { trpcCodeOf } from "../../setup/errors";

let db: DB;
let cast: Cast;
let caseId: string;

useCaseDatabase(async (ready) => {
  ({ db, cast } = ready);
  caseId = (await openCase(cast)).id;
});

function post(fields: Record<string, string>) {
  const headers = new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.44.0.1", cookie: `${cast.admin.headers.get("cookie")}; lang=en` });
  return new Request(`http://localhost:3000/case/${caseId}`, { method: "POST", body: new URLSearchParams(fields), headers });
}
const runAction = (fields: Record<string, string>) => runRoute(() => action({ request: post(fields), params: { caseId }, context: {} }));

describe("cases.update with control characters", () => {
  it("refuses a NUL, another C0 control or DEL in a title or a text with BAD_REQUEST, and changes nothing", async () => {
    const update = cast.admin.caller.cases.update;
    for (const input of [
      { titleEn: "Supply\u0000dispute" },
      { titleAr: "نزاع\u0007" },
      { titleEn: "Supply\u007Fdispute" },
      { description: "Facts\u0000" },
      { opposingParty: "Gulf\u001BConstruction" },
      // A title is one line.
      { titleEn: "Supply\ndispute" },
    ]) {
      expect(await trpcCodeOf(update({ id: caseId, ...input })), JSON.stringify(input)).toBe("BAD_REQUEST");
    }
    const row = await db.selectFrom("cases").select(["title_en", "description"]).where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(row.title_en).toBe("Supply dispute with the construction company");
  });

  it("refuses a NUL in an id with BAD_REQUEST rather than asking the database", async () => {
    expect(await trpcCodeOf(cast.admin.caller.cases.update({ id: "a\u0000b", titleEn: "x" }))).toBe("BAD_REQUEST");
  });

  it("keeps tabs and line breaks in a multi-line text", async () => {
    const description = "First paragraph.\r\n\tIndented second line.\nThird.";
    await cast.admin.caller.cases.update({ id: caseId, description });
    const row = await db.selectFrom("cases").select("description").where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(row.description).toBe(description);
  });
});

describe("the case page's form intents", () => {
  it("answers intents named after inherited properties like any unknown intent: 400", async () => {
    for (const intent of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "nope"]) {
      const result = await runAction({ intent, titleEn: "x", serviceArea: "commercial" });
      expect(result.status, intent).toBe(400);
      expect((result as { data: { error: string } }).data.error, intent).toBe("common:errors.invalid_input");
    }
  });

  it("shows a NUL in a posted title as the field's error (400), and a tab and line breaks in the description are kept", async () => {
    const refused = await runAction({ intent: "update", titleEn: "Supply\u0000dispute", serviceArea: "commercial" });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf((refused as { data: unknown }).data).titleEn).toEqual(["validation.invalidCharacters"]);

    const description = "Line one.\r\n\tLine two.";
    const saved = await runAction({ intent: "update", titleEn: "Supply dispute with the construction company", titleAr: "نزاع توريد", description, serviceArea: "commercial" });
    expect(saved.status).toBe(303);
    const row = await db.selectFrom("cases").select("description").where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(row.description).toBe(description);
  });
});

describe("the back office's 'open a case' forms", () => {
  const postAdmin = (fields: Record<string, string>) => {
    const headers = new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.44.0.2", cookie: `${cast.admin.headers.get("cookie")}; lang=en` });
    return new Request("http://localhost:3000/admin/cases", { method: "POST", body: new URLSearchParams(fields), headers });
  };
  const runAdmin = (fields: Record<string, string>) => runRoute(() => adminCasesAction({ request: postAdmin(fields), params: {}, context: {} }));

  // They parsed with their own schema, which took any character: the procedure refused the NUL, so the
  // admin saw a generic "not saved" instead of the field's message.
  it("show a control character in a posted text as that field's error (400), and open nothing", async () => {
    const before = await db.selectFrom("cases").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const fromScratch = { intent: "create", clientEmail: cast.client.email, titleEn: "Lease", serviceArea: "commercial" };
    for (const [field, value] of [
      ["opposingParty", "Gulf\u0000Construction"],
      ["courtCaseNumber", "2026/\u0007"],
      ["description", "Facts\u001B"],
      ["titleEn", "Lease\u007F"],
    ] as const) {
      const refused = await runAdmin({ ...fromScratch, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(fieldErrorsOf((refused as { data: unknown }).data)[field], field).toEqual(["validation.invalidCharacters"]);
    }
    const fromConsultation = await runAdmin({ intent: "from-consultation", consultationRef: "C-2026-000001", titleEn: "Lease", opposingParty: "Gulf\u0000" });
    expect(fromConsultation.status).toBe(400);
    expect(fieldErrorsOf((fromConsultation as { data: unknown }).data).opposingParty).toEqual(["validation.invalidCharacters"]);
    const after = await db.selectFrom("cases").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("still name every wrong field in the page's words, and open a case from well-formed input", async () => {
    const refused = await runAdmin({ intent: "create", clientEmail: "not-an-email", serviceArea: "astrology", court: "moon" });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf((refused as { data: unknown }).data)).toEqual({
      clientEmail: ["validation.email"],
      serviceArea: ["cases:admin.errors.serviceArea"],
      court: ["cases:admin.errors.court"],
      titleAr: ["cases:admin.errors.titleRequired"],
    });
    const opened = await runAdmin({ intent: "create", clientEmail: ` ${cast.client.email.toUpperCase()} `, titleEn: "Lease terms", serviceArea: "commercial", description: "Line one.\r\nLine two." });
    expect(opened.status).toBe(303);
    const row = await db.selectFrom("cases").select(["title_en", "description", "opposing_party"]).orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
    expect(row).toEqual({ title_en: "Lease terms", description: "Line one.\r\nLine two.", opposing_party: null });
  });
});
