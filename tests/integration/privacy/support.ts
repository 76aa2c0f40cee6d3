import { sql } from "kysely";
import type { DB } from "#db/index";

/**
 * Every text-like column of every table (information_schema) but the tables in `except`: where each
 * needle (any case) is found, as "table.column holds needle".
 */
export async function findTraces(db: DB, needles: string[], opts: { except?: string[] } = {}): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%'
      and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`.execute(db);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    if (opts.except?.includes(table_name)) continue;
    for (const needle of needles) {
      const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
        where strpos(lower(${sql.ref(column_name)}::text), ${needle.toLowerCase()}) > 0`.execute(db);
      if (found.rows[0]!.n > 0) hits.push(`${table_name}.${column_name} holds ${JSON.stringify(needle)}`);
    }
  }
  return hits;
}
