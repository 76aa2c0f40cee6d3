/**
 * Issue 28 §1: the firm's standard terms are versioned content: the sample seed writes version 1 once (marked
 * is_sample, both languages, Qatari law and courts, the Arabic text prevailing); every save by an admin is a new
 * version with its audit row; a letter keeps the version it was prepared with.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { seedSampleEngagementTerms } from "../../../scripts/seed-engagement-terms";
import { caseWithMilestones, DRAFT, useEngagementDatabase, type Cast } from "./support";

let db: DB;
let cast: Cast;

useEngagementDatabase((ready) => ({ db, cast } = ready));

describe("standard terms", () => {
  it("the sample seed writes one version, marked as a sample, naming Qatari law and courts and the Arabic text prevailing", async () => {
    await db.deleteFrom("engagement_terms").execute();
    await seedSampleEngagementTerms(db);
    await seedSampleEngagementTerms(db);
    const rows = await db.selectFrom("engagement_terms").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, is_sample: true });
    expect(rows[0]!.body_ar).toContain("يعتد بالنص العربي");
    expect(rows[0]!.body_ar).toContain("محاكم دولة قطر");
    expect(rows[0]!.body_en).toContain("the Arabic text prevails");
    expect(rows[0]!.body_en).toContain("courts of the State of Qatar");
  });

  it("every save is a new version with its audit row; an unchanged text makes none; a letter keeps its version", async () => {
    const caseId = await caseWithMilestones(cast);
    const before = (await cast.admin.caller.engagement.terms.editor()).current!.version;
    const draft = await cast.admin.caller.engagement.saveDraft({ caseId, ...DRAFT });
    const saved = await cast.admin.caller.engagement.terms.save({ bodyAr: "شروط جديدة للمكتب.", bodyEn: "New terms of the firm." });
    expect(saved).toEqual({ version: before + 1, changed: true });
    expect(await cast.admin.caller.engagement.terms.save({ bodyAr: "شروط جديدة للمكتب.", bodyEn: "New terms of the firm." })).toEqual({ version: before + 1, changed: false });
    const audit = await db.selectFrom("audit_log").select(["action", "entity_id", "actor_id"]).where("action", "=", "engagement_terms.save").execute();
    expect(audit.map((a) => a.entity_id)).toContain(String(before + 1));
    const editor = await cast.admin.caller.engagement.terms.editor();
    expect(editor.versions.map((v) => v.version).slice(0, 2)).toEqual([before + 1, before]);
    const letter = await db.selectFrom("engagement_letters").select("terms_version").where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(letter.terms_version).toBe(before);
  });
});
