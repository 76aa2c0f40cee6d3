import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledQuery, compiledQueryByShape } from "../../../db/compiled-query";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

// One database for the file: the queries read no table.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.cleanup();
});

describe("compiledQuery", () => {
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

  it("refuses a run that leaves an argument out (it would be sent as NULL)", async () => {
    const query = compiledQuery((db, args: { a: number }) => db.selectNoFrom([sql<number>`${args.a}::int`.as("a")]));
    await expect(query(test.db, {} as { a: number })).rejects.toThrow(/no value for the argument "a"/);
  });
});

describe("compiledQueryByShape", () => {
  // A shape of n terms summed; each term's value is an argument (t0, t1, ...).
  const builds: number[] = [];
  const sum = (max?: number) =>
    compiledQueryByShape((db, shape: { terms: number }, args: Record<string, unknown>) => {
      builds.push(shape.terms);
      const terms = Array.from({ length: shape.terms }, (_, i) => sql`${args[`t${i}`]}::int`);
      return db.selectNoFrom([sql<number>`${sql.join(terms, sql` + `)}`.as("sum")]);
    }, max);

  it("builds each shape once and fills in each run's values", async () => {
    builds.length = 0;
    const query = sum();
    expect(await query(test.db, { terms: 2 }, { t0: 1, t1: 2 })).toEqual([{ sum: 3 }]);
    expect(await query(test.db, { terms: 3 }, { t0: 1, t1: 2, t2: 3 })).toEqual([{ sum: 6 }]);
    expect(await query(test.db, { terms: 2 }, { t0: 10, t1: 20 })).toEqual([{ sum: 30 }]);
    expect(builds).toEqual([2, 3]);
  });

  it("keeps at most the given number of shapes, dropping the oldest", async () => {
    builds.length = 0;
    const query = sum(2);
    await query(test.db, { terms: 1 }, { t0: 1 });
    await query(test.db, { terms: 2 }, { t0: 1, t1: 1 });
    await query(test.db, { terms: 3 }, { t0: 1, t1: 1, t2: 1 });
    expect(await query(test.db, { terms: 1 }, { t0: 5 })).toEqual([{ sum: 5 }]);
    expect(builds).toEqual([1, 2, 3, 1]);
  });

  it("refuses a value that decides the shape instead of the shape itself", async () => {
    const query = compiledQueryByShape((db, shape: { wide: boolean }, args: { a: number; b: number }) =>
      db.selectNoFrom([sql<number>`${args.a}::int`.as("a"), ...(args.b && shape.wide ? [sql<number>`2`.as("b")] : [])]),
    );
    await expect(query(test.db, { wide: true }, { a: 1, b: 2 })).rejects.toThrow(/"b" did not become a parameter/);
  });
});
