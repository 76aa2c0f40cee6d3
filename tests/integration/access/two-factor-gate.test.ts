import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import type { DB } from "#db/index";
import { isAppError } from "#server/errors/app-error";
import { OPEN_BEFORE_TWO_FACTOR, twoFactorGate } from "#server/trpc/init";
import { appRouter } from "#server/router";
import { addDays } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callByPath, callerFor, signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { createLawyer } from "../consultations/support";
import { qatarDateOf } from "#server/common/qatar-time";

/**
 * Issue 25 §1: a lawyer or an admin who has not enrolled a second factor (a new admin, or a lawyer whose
 * factor an admin reset) gets nothing of their role from any procedure, whatever base it is built on.
 * Every procedure of the router is enumerated, so a new one cannot forget.
 */

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

type Procedure = { _def: { middlewares: unknown[]; type: "query" | "mutation" | "subscription" } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;
const paths = Object.keys(procedures).sort();
const gate = (twoFactorGate as unknown as { _middlewares: unknown[] })._middlewares[0];

type Caller = ReturnType<typeof anonymousCaller>;

/** Calls a procedure by its dotted path and says how it ended: "ok", or the tRPC code and catalogue code. */
async function outcome(caller: Caller, path: string, input: unknown): Promise<string> {
  try {
    await callByPath(caller, path, input);
    return "ok";
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return `${error.code}:${isAppError(error.cause) ? error.cause.code : "-"}`;
  }
}

describe("the two-factor gate is under every procedure", () => {
  it("is the first middleware of all of them", () => {
    expect(paths.length).toBeGreaterThan(200);
    const missing = paths.filter((path) => procedures[path]!._def.middlewares[0] !== gate);
    expect(missing).toEqual([]);
  });

  it("opens only the account's own enrolment and session controls, each of which exists", () => {
    for (const path of OPEN_BEFORE_TWO_FACTOR) {
      expect(path).toMatch(/^accounts\./);
      expect(paths).toContain(path);
    }
    expect(OPEN_BEFORE_TWO_FACTOR.has("accounts.requestDataExport")).toBe(false);
    expect(OPEN_BEFORE_TWO_FACTOR.has("accounts.dataExportUrl")).toBe(false);
  });
});

describe("a lawyer whose second factor was reset, and a new admin", () => {
  it("reach no client data and no procedure of their role until they enrol, on any procedure of the router", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const from = addDays(qatarDateOf(new Date()), 3);
    const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days: 1 });
    const booked = await client.caller.consultations.book({
      lawyerId: lawyer.lawyerId,
      serviceArea: "family",
      kind: "video",
      startsAt: slots[0]!.startsAt,
      description: "Custody question with private details",
      phone: "+97455501234",
    });
    // Enrolled, the lawyer reads the consultation: the refusal below is the gate's, not a missing row's.
    await expect(lawyer.caller.consultations.get({ id: booked.id })).resolves.toMatchObject({ id: booked.id });

    // The admin resets the lawyer's factor (lost phone); the lawyer signs in again with the password alone.
    const admin = await userWithRole(db, "admin");
    await admin.caller.users.resetTwoFactor({ userId: lawyer.userId, reason: "Lost phone" });
    const unenrolledLawyer = await callerFor(db, await signInHeaders(db, { email: lawyer.email, password: TEST_PASSWORD, enrol: false }));
    const newAdmin = (await userWithRole(db, "admin", { enrol: false })).caller;

    const named = ["consultations.get", "consultations.fileDownload", "consultations.cancel", "consultations.accept", "consultations.postMessage", "accounts.requestDataExport"];
    for (const path of named) {
      expect(paths).toContain(path);
      expect(await outcome(unenrolledLawyer, path, { id: booked.id, body: "hello", fileId: booked.id, reason: "x" })).toBe("FORBIDDEN:two_factor_required");
    }

    // Every other procedure: refused with two_factor_required, or answered exactly as to a visitor.
    const input = { id: booked.id, consultationId: booked.id, userId: client.userId, caseId: booked.id, lawyerId: lawyer.lawyerId };
    const leaks: string[] = [];
    let refused = 0;
    for (const path of paths) {
      if (OPEN_BEFORE_TWO_FACTOR.has(path)) continue;
      const visitor = await outcome(anonymousCaller(db), path, input);
      for (const [who, caller] of [
        ["lawyer", unenrolledLawyer],
        ["admin", newAdmin],
      ] as const) {
        const got = await outcome(caller, path, input);
        if (got === "FORBIDDEN:two_factor_required") refused++;
        else if (got !== visitor) leaks.push(`${who} ${path}: ${got} (a visitor gets ${visitor})`);
      }
    }
    expect(leaks).toEqual([]);
    expect(refused).toBeGreaterThan(2 * 150);
    // The consultation is untouched: the lawyer's refused accept and cancel changed nothing.
    const row = await db.selectFrom("consultations").select("status").where("id", "=", booked.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("requested");
  });
});
