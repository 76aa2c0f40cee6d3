/**
 * Issues 27 §2 and 29: the firm's contact details in the back office. Only an admin reads the form's values and
 * saves (every other role and anonymous visitors are refused and change nothing); anyone reads the public profile;
 * a save writes its audit entry with before/after in the same transaction; the form (a plain POST) refuses bad
 * phones and links field by field in the admin's language and changes nothing; /contact shows what was saved.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getFirmProfile } from "#server/firm/profile";
import type { FirmProfileInput } from "#server/firm/schemas";
import { type Account, anonymousCaller, type SignedInRole, useDatabaseWithEveryRole } from "../../setup/callers";
import { fieldErrorsOf, runRoute } from "../../setup/routes";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

const INPUT: FirmProfileInput = {
  nameAr: "قانون للمحاماة",
  nameEn: "Qanun Legal",
  addressAr: "برج الاختبار، الطابق ٣، الخليج الغربي، الدوحة",
  addressEn: "Test Tower, 3rd floor, West Bay, Doha",
  hoursAr: "من الأحد إلى الخميس، من ٨:٠٠ إلى ١٧:٠٠",
  hoursEn: "Sunday to Thursday, 8:00–17:00",
  phone: "+97444000001",
  whatsapp: "+97455000001",
  email: "desk@qanun.example",
  urgentPhone: "+97433000001",
  mapUrl: "https://www.openstreetmap.org/?mlat=25.32&mlon=51.53",
  directionsAr: "المدخل من شارع الكورنيش.\nمواقف الزوار في الطابق السفلي.",
  directionsEn: "Entrance on Corniche Street.\nVisitor parking in the basement.",
};

const auditRows = () => db.selectFrom("audit_log").selectAll().where("entity_type", "=", "firm_profile").orderBy("id").execute();

function requestFor(account: Account | null, init: { method?: string; body?: URLSearchParams; lang?: "ar" | "en"; path?: string } = {}) {
  const headers = new Headers({ "x-client-ip": "10.60.0.1", origin: "http://localhost:3000" });
  const cookies = [account?.headers.get("cookie"), init.lang ? `lang=${init.lang}` : null].filter(Boolean).join("; ");
  if (cookies) headers.set("cookie", cookies);
  return new Request(`http://localhost:3000${init.path ?? "/dashboard/admin/firm"}`, { method: init.method ?? "GET", body: init.body, headers });
}

describe("firm procedures × every role", () => {
  it("refuses the form's values and the save to anonymous visitors and every role but admin, and changes nothing", async () => {
    const calls = {
      adminGet: (c: Account["caller"]) => c.firm.adminGet(),
      save: (c: Account["caller"]) => c.firm.save(INPUT),
    };
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(anonymousCaller(db) as Account["caller"]), `${name} anonymous`).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      for (const role of ["individual", "company", "lawyer", "unset"] as const) {
        await expect(call(accounts[role].caller), `${name} ${role}`).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
    }
    expect(await db.selectFrom("firm_profile").selectAll().execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
    // Anyone reads the public profile: before the first save, only the email.
    const { profile } = await anonymousCaller(db).firm.profile();
    expect(profile.phone).toBe("");
    expect(profile.address).toEqual({ ar: "", en: "" });
    await expect(accounts.admin.caller.firm.adminGet()).resolves.toBeNull();
  });

  it("an admin's save writes the row and its audit entry (before → after); the reader sees it at once", async () => {
    await accounts.admin.caller.firm.save(INPUT);
    const [first] = await auditRows();
    expect(first).toMatchObject({ action: "firm_profile.save", entity_id: "firm", actor_id: accounts.admin.userId, actor_role: "admin", before: null });
    expect(first!.after).toMatchObject({ phone: "+97444000001", address_en: INPUT.addressEn });
    expect((await getFirmProfile(db)).phone).toBe("+97444000001");

    await accounts.admin.caller.firm.save({ ...INPUT, phone: "4400 0002", whatsapp: null, mapUrl: "" });
    const rows = await auditRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.before).toEqual({ phone: "+97444000001", whatsapp: "+97455000001", map_url: INPUT.mapUrl });
    expect(rows[1]!.after).toEqual({ phone: "+97444000002", whatsapp: null, map_url: null });
    const profile = await getFirmProfile(db);
    expect(profile).toMatchObject({ phone: "+97444000002", whatsapp: null, mapUrl: null, urgentPhone: "+97433000001" });
    const saved = await accounts.admin.caller.firm.adminGet();
    expect(saved).toMatchObject({ isSample: false, updatedByName: "Test admin", values: { phone: "+97444000002" } });
  });

  it("the procedure refuses malformed phones and links itself, whatever the page sent", async () => {
    for (const bad of [
      { phone: "12" },
      { urgentPhone: "999" },
      { whatsapp: "+0123" },
      { mapUrl: "http://maps.example" },
      { mapUrl: "javascript:alert(1)" },
      { addressEn: " " },
      { directionsEn: "x".repeat(601) },
      { directionsAr: "bad\u0000text" },
    ]) {
      await expect(accounts.admin.caller.firm.save({ ...INPUT, ...bad }), JSON.stringify(bad)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await auditRows()).toHaveLength(2);
  });
});

describe("the back office's form and /contact", () => {
  it("refuses bad input field by field in the admin's language, saves good input (Arabic digits, local numbers) and /contact shows it", async () => {
    const { loader, action } = await import("~/routes/dashboard/admin/firm/route");
    const form = (values: Record<string, string>) => new URLSearchParams({ ...INPUT, whatsapp: INPUT.whatsapp ?? "", mapUrl: INPUT.mapUrl ?? "", ...values });

    const refused = await runRoute(() =>
      action({
        request: requestFor(accounts.admin, { method: "POST", body: form({ phone: "12", mapUrl: "http://x.example", hoursAr: "", directionsEn: "y".repeat(601) }), lang: "ar" }),
        params: {},
        context: {},
      }),
    );
    expect(refused.status).toBe(400);
    const errors = fieldErrorsOf((refused as { data: unknown }).data);
    expect(errors.phone).toEqual(["adminContent:firm.validation.phone"]);
    expect(errors.mapUrl).toEqual(["adminContent:firm.validation.mapUrl"]);
    expect(errors.hoursAr).toEqual(["validation.required"]);
    expect(errors.directionsEn).toEqual(["validation.tooLong"]);
    expect(await auditRows()).toHaveLength(2);

    // A lawyer posting the form is turned away before anything is read.
    const asLawyer = await runRoute(() => action({ request: requestFor(accounts.lawyer, { method: "POST", body: form({}) }), params: {}, context: {} }));
    expect(asLawyer.status).not.toBe(303);
    expect(await auditRows()).toHaveLength(2);

    const saved = await runRoute(() =>
      action({ request: requestFor(accounts.admin, { method: "POST", body: form({ phone: "٤٤٠٠ ٠٠٠٣", whatsapp: "00974 5500 0003" }) }), params: {}, context: {} }),
    );
    expect(saved).toMatchObject({ kind: "response", status: 303 });
    expect(await getFirmProfile(db)).toMatchObject({ phone: "+97444000003", whatsapp: "+97455000003" });
    const page = (await runRoute(() => loader({ request: requestFor(accounts.admin), params: {}, context: {} }))) as { data: { state: string; defaultValue: { phone: string } } };
    expect(page.data).toMatchObject({ state: "saved", defaultValue: { phone: "+97444000003" } });

    const contact = await import("~/routes/contact/route");
    for (const lang of ["ar", "en"] as const) {
      const result = (await runRoute(() => contact.loader({ request: requestFor(null, { path: "/contact", lang }), params: {}, context: {} }))) as {
        data: { office: Record<string, unknown> };
      };
      expect(result.data.office).toMatchObject({
        address: lang === "ar" ? INPUT.addressAr : INPUT.addressEn,
        hours: lang === "ar" ? INPUT.hoursAr : INPUT.hoursEn,
        phone: "+97444000003",
        whatsapp: "+97455000003",
        directions: lang === "ar" ? INPUT.directionsAr : INPUT.directionsEn,
        isSample: false,
      });
    }
  });
});
