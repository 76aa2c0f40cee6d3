/**
 * Issue 25 item 5 on the case page: a NUL in a title reached PostgreSQL (500), and an intent named after
 * something every object inherits (constructor, toString, __proto__) was looked up in a plain object (500).
 * Both are bad input: BAD_REQUEST from the procedure, 400 from the page.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
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
