import pg from "pg";

/**
 * Statements with parameters are sent as named prepared statements, so each connection parses and plans a
 * statement once and PostgreSQL may keep its plan (after five runs it uses a generic plan when that costs no
 * more than the custom ones). Unnamed, every statement was parsed and planned on every run: on a signed-in
 * dashboard that was most of the database's CPU (issue 14 §2). This is what postgres.js and pgx do by default.
 *
 * The name is the text's: one per distinct SQL text, the same on every connection. Kysely builds a text from
 * the query's shape with every value a parameter, so the texts are few, bounded by the code; past
 * MAX_NAMED_STATEMENTS a text goes unnamed, as before, so that a shape built from data (an `in` list of
 * varying length, say) cannot fill each backend's memory. A text without parameters is left alone: it may
 * hold several statements (migrations), which only the simple protocol accepts.
 *
 * A schema change while a server runs can make a kept plan wrong for a statement; PostgreSQL then refuses it
 * once ("cached plan must not change result type", 0A000). Migrations run before a server starts serving.
 */
// The app has a few hundred distinct query texts; a test worker that runs every file (vitest isolate: false) meets
// more than a thousand, so the cap leaves room for both. Each is prepared lazily, per connection, only when used.
export const MAX_NAMED_STATEMENTS = 4000;

const names = new Map<string, string>();

/** The name of a statement text, or undefined once MAX_NAMED_STATEMENTS texts have one. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `qanun_${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

/** A pg client that names the statements Kysely sends (`query(text, values)`); everything else is unchanged. */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the calls this changes are (text, values[]) from Kysely.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const query = super.query as (...args: unknown[]) => never;
    if (typeof config === "string" && Array.isArray(values) && values.length > 0) {
      const name = statementName(config);
      if (name !== undefined) return query.call(this, { name, text: config, values }, callback);
    }
    return query.call(this, config, values, callback);
  }
}
