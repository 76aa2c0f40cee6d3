/**
 * Issue 25 §5: hostile input never reaches a 500. Every procedure of the router, called by a visitor, a client,
 * an enrolled lawyer and an enrolled admin, with inputs built from the pieces the fuzz of the HTTP edge uses (NUL
 * and other controls, lone surrogates, prototype names, very long strings, wrong types): each answer is a result or
 * an expected error (bad input, not found, forbidden, rate limited...), never INTERNAL_SERVER_ERROR. The HTTP side
 * of the same rule is `npm run fuzz:http` against a running build.
 */
import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import type { DB } from "#db/index";
import { appRouter } from "#server/router";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callByPath, userWithRole } from "../../setup/callers";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const paths = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).sort();

const HOSTILE_TEXT = ["a\u0000b", "\u0001\u001f\u007f", "\ud800", "__proto__", "constructor", "x".repeat(20_000), "%00%zz", "\u3000\u2028", "=cmd|' /C calc'!A0"];
/** Keys the procedures' inputs use most, each given the same hostile value. */
const KEYS = ["id", "q", "query", "title", "titleAr", "titleEn", "body", "text", "name", "fullName", "email", "reason", "caseId", "consultationId", "userId", "lawyerId", "token", "slug", "code", "tag", "question", "message", "intent", "locale", "status", "page", "cursor", "description"];

function inputsFor(text: string): unknown[] {
  return [Object.fromEntries(KEYS.map((k) => [k, text])), { id: text, page: 1 }];
}
const ODD_INPUTS: unknown[] = [null, 42, "a\u0000", [], { __proto__: { polluted: true } }, JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}')];

async function outcome(caller: ReturnType<typeof anonymousCaller>, path: string, input: unknown): Promise<string> {
  try {
    await callByPath(caller, path, input);
    return "ok";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    return `thrown ${(error as Error)?.name}`;
  }
}

describe("hostile input to every procedure", () => {
  it("never ends in a server error, whoever calls", { timeout: 600_000 }, async () => {
    const callers = {
      visitor: anonymousCaller(db),
      client: (await userWithRole(db, "individual")).caller,
      lawyer: (await userWithRole(db, "lawyer")).caller,
      admin: (await userWithRole(db, "admin")).caller,
    };
    const inputs = [...HOSTILE_TEXT.flatMap(inputsFor), ...ODD_INPUTS];
    const failures: string[] = [];
    let calls = 0;
    for (const path of paths) {
      for (const [who, caller] of Object.entries(callers)) {
        for (const input of inputs) {
          calls++;
          const result = await outcome(caller, path, input);
          if (result === "INTERNAL_SERVER_ERROR" || result.startsWith("thrown")) failures.push(`${who} ${path} ${JSON.stringify(input)?.slice(0, 80)}: ${result}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(10_000);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
