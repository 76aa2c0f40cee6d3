import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_NAMED_STATEMENTS, statementName } from "../../../db/prepared-statements";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

describe("statement names", () => {
  it("one name per text, the same every time", () => {
    const a = statementName("select $1::int as prepared_statements_test_a");
    expect(a).toMatch(/^qanun_/);
    expect(statementName("select $1::int as prepared_statements_test_a")).toBe(a);
    expect(statementName("select $1::int as prepared_statements_test_b")).not.toBe(a);
  });
});

// The names matter on PostgreSQL only (db/index.ts gives its pool the PreparingClient); PGlite has one connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared statements on PostgreSQL", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("a statement with parameters is prepared once on its connection and answers every value", async () => {
    const prepared = await test.db.connection().execute(async (conn) => {
      for (const n of [1, 2, 3]) {
        const row = await conn.selectNoFrom(sql<number>`${n}::int + 1`.as("next")).executeTakeFirstOrThrow();
        expect(row.next).toBe(n + 1);
      }
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      return rows.map((row) => row.statement);
    });
    expect(prepared.filter((text) => text.includes("::int + 1"))).toHaveLength(1);
  });

  it("a text without parameters is sent as it is: several statements in one still run", async () => {
    const rows = await test.db.connection().execute(async (conn) => {
      await sql`create temporary table prepared_probe (n int); insert into prepared_probe values (7)`.execute(conn);
      return (await sql<{ n: number }>`select n from prepared_probe`.execute(conn)).rows;
    });
    expect(rows).toEqual([{ n: 7 }]);
  });
});

// Last: it uses up this process's names.
describe("the limit on named statements", () => {
  it("past it a new text goes unnamed, and the named ones keep their names", () => {
    const first = statementName("select $1::int as prepared_statements_test_first");
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`select $1::int as prepared_statements_fill_${i}`);
    expect(statementName("select $1::int as prepared_statements_test_late")).toBeUndefined();
    expect(statementName("select $1::int as prepared_statements_test_first")).toBe(first);
  });
});
