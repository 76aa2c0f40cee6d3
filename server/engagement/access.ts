import type { Kysely, Selectable } from "kysely";
import type { Database, EngagementLettersTable } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { requireCase, type CaseForViewer } from "#server/cases/access";
import { isUuid } from "#server/common/ids";
import { AppError, notFound } from "#server/errors/app-error";
import type { LetterCapacity } from "./constants";

export type LetterRow = Selectable<EngagementLettersTable>;

/** A case as the letter's procedures see it: the case facts and how the viewer stands to its letter. */
export type LetterCase = CaseForViewer & { letterCapacity: LetterCapacity };

/** Whether the user is an owner of the company (company_members.role): the company's authorised signatory. */
async function isCompanyOwner(db: Kysely<Database>, userId: string, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("role", "=", "owner")
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The one place that decides who sees a case's engagement letter (issue 28 §2), on top of the case's own
 * access (server/cases/access.ts):
 * - "firm": an admin, or a lawyer assigned to the case (the lead lawyer): prepares, sends, countersigns;
 * - "signer": for a company's case an owner of that company (its authorised member), otherwise the case's client.
 * Anyone else, a member of the client's company who is not an owner included, gets notFound(), exactly like an
 * unknown case: the letter states fees and terms the client side's other members are not party to.
 */
export async function requireLetterCase(db: Kysely<Database>, viewer: Viewer, caseId: string, opts: { forUpdate?: boolean } = {}): Promise<LetterCase> {
  const found = await requireCase(db, viewer, caseId, opts);
  if (found.capacity === "admin" || found.capacity === "lawyer") return { ...found, letterCapacity: "firm" };
  const signer = found.company_id ? await isCompanyOwner(db, viewer.user.id, found.company_id) : found.client_id === viewer.user.id;
  if (!signer) notFound();
  return { ...found, letterCapacity: "signer" };
}

/** The firm's actions need the firm's capacity, on a case that is not closed. */
export function requireFirm(found: LetterCase): void {
  if (found.letterCapacity !== "firm") throw new AppError("case_action_not_allowed");
  if (found.status === "closed") throw new AppError("case_closed");
}

/**
 * Whether the viewer may sign this letter: the person it names (signer_user_id) or, for a company's letter, an
 * owner of the company it names. The letter's own parties count, frozen when it was sent.
 */
export async function maySign(db: Kysely<Database>, viewer: Viewer, letter: Pick<LetterRow, "signer_user_id" | "company_id">): Promise<boolean> {
  if (letter.company_id) return isCompanyOwner(db, viewer.user.id, letter.company_id);
  return letter.signer_user_id === viewer.user.id;
}

/**
 * One letter of the case, as the viewer may see it: the firm sees every version, the signer every version but
 * drafts (a draft is the firm's work in progress). Anything else is notFound().
 */
export async function requireLetter(db: Kysely<Database>, found: LetterCase, letterId: string, opts: { forUpdate?: boolean } = {}): Promise<LetterRow> {
  if (!isUuid(letterId)) notFound();
  let query = db.selectFrom("engagement_letters").selectAll().where("id", "=", letterId.toLowerCase()).where("case_id", "=", found.id);
  if (opts.forUpdate) query = query.forUpdate();
  const letter = await query.executeTakeFirst();
  if (!letter || (found.letterCapacity === "signer" && letter.state === "draft")) notFound();
  return letter;
}
