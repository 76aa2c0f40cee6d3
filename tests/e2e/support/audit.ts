/**
 * Issue 10 §7: "find each of these in the audit log". The specs of the back office's journeys read the
 * log through the admin's own procedure (audit.list, what /dashboard/admin/audit shows), filtered by
 * action and record; audit.spec.ts drives the page itself.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { fixtureSessionCookie } from "./consultations";

export interface AuditRow {
  action: string;
  actorName: string | null;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function auditRows(request: APIRequestContext, filters: { action: string; entityId?: string; q?: string }): Promise<AuditRow[]> {
  const input = encodeURIComponent(JSON.stringify(filters));
  const response = await request.get(`/api/trpc/audit.list?input=${input}`, { headers: { Cookie: fixtureSessionCookie("admin") } });
  expect(response.status(), "audit.list as the admin").toBe(200);
  return ((await response.json()) as { result: { data: { rows: AuditRow[] } } }).result.data.rows;
}

/**
 * The change is in the log (`count` entries for the filters, 1 unless given), the newest by `actor`, with
 * the request's IP and (when given) the words of its values.
 */
export async function expectAudited(
  request: APIRequestContext,
  filters: { action: string; entityId?: string; q?: string },
  opts: { actor: string; contains?: string[]; count?: number },
): Promise<void> {
  const rows = await auditRows(request, filters);
  expect(rows, `audit entries for ${filters.action}`).toHaveLength(opts.count ?? 1);
  const [row] = rows;
  expect(row!.actorName).toBe(opts.actor);
  expect(row!.ip, "the client's IP").toBeTruthy();
  const values = JSON.stringify([row!.summary, row!.before, row!.after]);
  for (const text of opts.contains ?? []) expect(values).toContain(JSON.stringify(text).slice(1, -1));
}
