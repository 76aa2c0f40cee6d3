/**
 * True when `error`, or anything in its `cause` chain, passes `test`: tRPC, Kysely and better-auth wrap the
 * error that says what happened. The walk stops at a cycle. (db/outage.ts walks the same way for outages,
 * with AggregateError's members too; db/ sits below server/ and keeps its own.)
 */
export function someInCauseChain(error: unknown, test: (link: object) => boolean): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
