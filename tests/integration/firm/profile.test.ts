import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { forgetFirmProfile, getFirmProfile, getFirmProfileEntry, isFirmProfileSet } from "#server/firm/profile";
import { SAMPLE_FIRM_PROFILE, seedSampleFirmProfile } from "../../../scripts/seed-firm-profile";
import { useTestDatabase } from "../../setup/db";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const E164 = /^\+[1-9][0-9]{7,14}$/;

describe("getFirmProfile (issue 27 §2, issue 29)", () => {
  it("without a row shows nothing invented: the brand's name and FIRM_EMAIL, every other fact empty", async () => {
    const entry = await getFirmProfileEntry(db);
    expect(entry.isSample).toBe(false);
    expect(entry.profile).toEqual({
      name: { ar: "قانون للمحاماة", en: "Qanun Legal" },
      address: { ar: "", en: "" },
      hours: { ar: "", en: "" },
      directions: { ar: "", en: "" },
      phone: "",
      whatsapp: null,
      email: getEnv().FIRM_EMAIL,
      urgentPhone: "",
      mapUrl: null,
      updatedAt: new Date(0).toISOString(),
    });
    expect(isFirmProfileSet(entry.profile)).toBe(false);
  });

  it("reads the sample seed's fictional profile, marked as sample, in the contract's shape", async () => {
    await seedSampleFirmProfile(db);
    forgetFirmProfile(db);
    const { profile, isSample } = await getFirmProfileEntry(db);
    expect(isSample).toBe(true);
    expect(isFirmProfileSet(profile)).toBe(true);
    expect(profile.name).toEqual({ ar: SAMPLE_FIRM_PROFILE.name_ar, en: SAMPLE_FIRM_PROFILE.name_en });
    expect(profile.address.en).toContain("West Bay");
    expect(profile.hours.en).toMatch(/^Sunday to Thursday/);
    for (const phone of [profile.phone, profile.whatsapp, profile.urgentPhone]) expect(phone).toMatch(E164);
    expect(profile.phone.startsWith("+9744")).toBe(true);
    expect(profile.mapUrl).toMatch(/^https:\/\//);
    expect(Date.parse(profile.updatedAt)).toBeGreaterThan(0);
  });

  it("sees another server's change: the table's trigger empties this process's copy", async () => {
    await getFirmProfile(db);
    // Wait for the reader's subscription, then write as another server would (no call to forgetFirmProfile).
    await expect.poll(async () => {
      await db.updateTable("firm_profile").set({ hours_en: `Sunday to Thursday, ${Math.random()}` }).execute();
      const written = await db.selectFrom("firm_profile").select("hours_en").executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (await getFirmProfile(db)).hours.en === written.hours_en;
    }, { timeout: 5000 }).toBe(true);
    await db.updateTable("firm_profile").set({ hours_en: "Sunday to Thursday, 9:00–18:00" }).execute();
    await expect.poll(async () => (await getFirmProfile(db)).hours.en, { timeout: 5000 }).toBe("Sunday to Thursday, 9:00–18:00");
  });

  it("a second seed never overwrites what the firm saved", async () => {
    await db.updateTable("firm_profile").set({ is_sample: false, phone: "+97444112233" }).execute();
    await seedSampleFirmProfile(db);
    forgetFirmProfile(db);
    const entry = await getFirmProfileEntry(db);
    expect(entry.profile.phone).toBe("+97444112233");
    expect(entry.isSample).toBe(false);
  });
});

describe("firm_profile's constraints", () => {
  const refused = (change: Record<string, unknown>) =>
    expect(db.updateTable("firm_profile").set(change).execute()).rejects.toThrow(/violates check constraint/);

  it("holds one row only", async () => {
    await expect(
      db.insertInto("firm_profile").values({ ...SAMPLE_FIRM_PROFILE, id: false }).execute(),
    ).rejects.toThrow(/firm_profile_one_row/);
    await expect(db.insertInto("firm_profile").values(SAMPLE_FIRM_PROFILE).execute()).rejects.toThrow(/duplicate key/);
  });

  it("refuses phones that are not E.164, a map link that is not https and empty texts", async () => {
    for (const phone of ["44001234", "+0974440012", "+974 4400 1234", "+974", "+9744400123456789"]) await refused({ phone });
    await refused({ whatsapp: "55001234" });
    await refused({ urgent_phone: "999" });
    await refused({ map_url: "http://maps.example/office" });
    await refused({ map_url: "javascript:alert(1)" });
    await refused({ address_ar: "  " });
    await refused({ email: "office" });
    await db.updateTable("firm_profile").set({ whatsapp: null, map_url: null }).execute();
    const count = await sql<{ n: number }>`select count(*)::int as n from firm_profile`.execute(db);
    expect(count.rows[0]!.n).toBe(1);
  });
});
