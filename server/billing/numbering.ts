import { sql, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { INVOICE_PREFIX, RECEIPT_PREFIX, type CounterKind } from "./constants";

/**
 * The next number of a kind (invoice, receipt) for a year, gapless and unique with any number of app servers:
 * one statement takes the counter row's lock (creating the year's row on its first use) and returns the new
 * value, inside the caller's transaction. A second issuer waits on that lock until the first commits, then
 * reads its number + 1; a rolled-back issue gives its number back with the lock, so there is never a gap.
 */
export async function nextNumber(trx: Transaction<Database>, kind: CounterKind, year: number): Promise<{ sequence: number; number: string }> {
  const { rows } = await sql<{ last_number: number }>`
    insert into billing_counters (kind, year, last_number) values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set last_number = billing_counters.last_number + 1
    returning last_number`.execute(trx);
  const sequence = Number(rows[0]!.last_number);
  return { sequence, number: formatNumber(kind, year, sequence) };
}

export function formatNumber(kind: CounterKind, year: number, sequence: number): string {
  return `${kind === "invoice" ? INVOICE_PREFIX : RECEIPT_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}
