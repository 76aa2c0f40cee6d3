import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * A query that Kysely builds and compiles once per process instead of on every run. Building a query (a frozen
 * operation tree, every column reference parsed) and compiling it to SQL cost as much CPU as React's render of a
 * small page on a signed-in dashboard (issue 14 §2 profile: Kysely was the first package by CPU there). A query
 * run on every signed-in request is built here once, with a placeholder where each argument goes, and later runs
 * only put the arguments into the compiled query's parameters.
 *
 * The build function must give one SQL text whatever the arguments are: it may use an argument only as a value
 * (`where(col, "=", args.id)`, `limit(args.n)`, `${args.at}` in a sql template), never to decide the shape in
 * JavaScript (`if (args.x)`, an array's length, `sql.raw`). Inputs that change the shape make separate queries.
 * Placeholders are objects, so a misuse fails loudly: an argument used in the SQL text, or one the compiled
 * query never received, is an error at the first run.
 */
export function compiledQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
): (db: Kysely<Database>, args: Args) => Promise<Row[]> {
  let compiled: Compiled<Row> | undefined;
  return async (db, args) => {
    compiled ??= compile(db, build);
    return run(db, compiled, args);
  };
}

/**
 * A query whose shape is chosen by some inputs (which filters are set, how many words), compiled once per
 * shape: `build` may decide anything from `shape` and must use `args` only as values, as in `compiledQuery`.
 * The shape is keyed by its JSON, so it must be plain data that names the SQL text exactly. At most
 * `maxShapes` are kept (the oldest is dropped first): the shapes a visitor can ask for are many, the ones
 * asked for often are few.
 */
export function compiledQueryByShape<Shape, Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, shape: Shape, args: Args) => Compilable<Row>,
  maxShapes = 256,
): (db: Kysely<Database>, shape: Shape, args: Args) => Promise<Row[]> {
  const byShape = new Map<string, Compiled<Row>>();
  return async (db, shape, args) => {
    const key = JSON.stringify(shape);
    let compiled = byShape.get(key);
    if (!compiled) {
      compiled = compile(db, (kysely, placeholders: Args) => build(kysely, shape, placeholders));
      if (byShape.size >= maxShapes) byShape.delete(byShape.keys().next().value!);
      byShape.set(key, compiled);
    }
    return run(db, compiled, args);
  };
}

type Compiled<Row> = { query: CompiledQuery<Row>; names: (string | null)[] };

async function run<Row>(db: Kysely<Database>, compiled: Compiled<Row>, args: Record<string, unknown>): Promise<Row[]> {
  const parameters = compiled.names.map((name, i) => {
    if (name === null) return compiled.query.parameters[i];
    // A value left out would be sent as NULL and quietly change the answer.
    if (args[name] === undefined) throw new Error(`compiledQuery: no value for the argument "${name}"`);
    return args[name];
  });
  // A query id of its own per run: plugins keep per-query state by it.
  const result = await db.executeQuery<Row>({ ...compiled.query, queryId: createQueryId(), parameters });
  return result.rows;
}

/** Where an argument goes while the query is built: its name, kept as the parameter's value. */
class Placeholder {
  constructor(readonly name: string) {}
  toString(): string {
    throw new Error(`compiledQuery: the argument "${this.name}" was used as SQL text, not as a value`);
  }
}

function compile<Args extends Record<string, unknown>, Row>(db: Kysely<Database>, build: (db: Kysely<Database>, args: Args) => Compilable<Row>): Compiled<Row> {
  const used = new Set<string>();
  const placeholders = new Proxy({} as Args, {
    get: (_target, name) => {
      if (typeof name !== "string") return undefined;
      used.add(name);
      return new Placeholder(name);
    },
  });
  const query = build(db, placeholders).compile();
  const names = query.parameters.map((value) => (value instanceof Placeholder ? value.name : null));
  for (const name of used) {
    if (!names.includes(name)) throw new Error(`compiledQuery: the argument "${name}" did not become a parameter (used to shape the query?)`);
  }
  return { query, names };
}
