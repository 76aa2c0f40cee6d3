import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledQuery } from "../../../db/compiled-query";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

describe("compiledQuery", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("answers each run with that run's arguments, constants kept", async () => {
    const query = compiledQuery((db, args: { a: number; b: string; at: Date }) =>
      db.selectNoFrom([
        sql<number>`${args.a}::int * 2`.as("twice"),
        sql<string>`${args.b} || ${"-fixed"}`.as("text"),
        sql<string>`to_char(${args.at}::timestamptz at time zone 'UTC', 'YYYY-MM-DD')`.as("day"),
      ]),
    );
    expect(await query(test.db, { a: 2, b: "x", at: new Date("2026-01-02T12:00:00Z") })).toEqual([{ twice: 4, text: "x-fixed", day: "2026-01-02" }]);
    expect(await query(test.db, { a: 21, b: "y", at: new Date("2027-03-04T12:00:00Z") })).toEqual([{ twice: 42, text: "y-fixed", day: "2027-03-04" }]);
  });

  it("refuses an argument that decides the query's shape instead of filling a value", async () => {
    const shaped = compiledQuery((db, args: { wide: boolean }) =>
      db.selectNoFrom(args.wide ? [sql<number>`1`.as("a"), sql<number>`2`.as("b")] : [sql<number>`1`.as("a")]),
    );
    await expect(shaped(test.db, { wide: false })).rejects.toThrow(/did not become a parameter/);
  });

  it("refuses an argument written into the SQL text", async () => {
    const raw = compiledQuery((db, args: { column: string }) => db.selectNoFrom([sql.raw<number>(args.column).as("a")]));
    await expect(raw(test.db, { column: "1" })).rejects.toThrow(/used as SQL text/);
  });
});
