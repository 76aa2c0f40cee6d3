import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { issueInvoice } from "#server/billing/invoices";
import { createCase } from "#server/cases/lifecycle";
import { addMilestone } from "#server/cases/milestones";
import { createCaseInput } from "#server/cases/schemas";
import { countersignLetter } from "#server/engagement/lifecycle";
import { requestSigningCode, signLetter } from "#server/engagement/signing";
import { getStorage } from "#server/storage/index";
import { DEMO_BILLING_CASE } from "./demo-billing-case";

/**
 * Issue 28: `npm run seed -- --demo` gives the demo client an invoice to pay, as well as a letter to sign. A second
 * sample case of the individual's, whose engagement letter (sent by seedDemoLetters, like every sample case's) the
 * client has signed with the code emailed to them and the firm has countersigned, and whose first milestone is
 * invoiced: signed in as the client, a newcomer pays it on the case page with the fake gateway's test card.
 * Everything goes through the domain functions, each as the person who does it; each step only when missing.
 */
export { DEMO_BILLING_CASE };

interface BillingActors {
  admin: Viewer;
  lawyer: Viewer;
  client: Viewer;
  clientIp: string;
}

/** The case, with its milestones and its lawyer: made before seedDemoLetters, which sends its letter. */
export async function seedDemoBillingCase(db: DB, who: BillingActors, opts: { log?: (line: string) => void } = {}): Promise<string> {
  const found = await db.selectFrom("cases").select("id").where("client_id", "=", who.client.user.id).where("title_en", "=", DEMO_BILLING_CASE.titleEn).executeTakeFirst();
  if (found) return found.id;
  const input = createCaseInput.parse({
    clientId: who.client.user.id,
    titleAr: DEMO_BILLING_CASE.titleAr,
    titleEn: DEMO_BILLING_CASE.titleEn,
    description: DEMO_BILLING_CASE.description,
    serviceArea: DEMO_BILLING_CASE.serviceArea,
    court: DEMO_BILLING_CASE.court,
    lawyerUserIds: [who.lawyer.user.id],
  });
  const { id } = await createCase({ db, viewer: who.admin, clientIp: who.clientIp, input });
  for (const m of DEMO_BILLING_CASE.milestones) {
    await addMilestone({ db, viewer: who.lawyer, clientIp: who.clientIp, id, titleAr: m.titleAr, titleEn: m.titleEn, feeQar: m.feeQar, dueOn: null });
  }
  const row = await db.selectFrom("cases").select("reference").where("id", "=", id).executeTakeFirstOrThrow();
  opts.log?.(`demo: sample case ${row.reference} (to be invoiced) for ${who.client.user.email}`);
  return id;
}

/** The newest signing code mailed to `email`, read from the mail outbox as the client reads their mail. */
async function codeMailedTo(db: DB, email: string): Promise<string> {
  const mails = await db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", email).orderBy("created_at", "desc").limit(5).execute();
  for (const mail of mails) {
    const code = /(?:is|هو): (\d{6})/.exec(mail.text_body)?.[1];
    if (code) return code;
  }
  throw new Error(`no signing code mailed to ${email}`);
}

/**
 * The client signs the case's letter with the code mailed to them, the admin countersigns, the admin issues the
 * first milestone's invoice (emailed to the client). A letter seedDemoLetters could not send (no Chromium) is left.
 */
export async function seedDemoInvoice(db: DB, who: BillingActors, caseId: string, opts: { log?: (line: string) => void } = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  const storage = getStorage();
  const letter = await db.selectFrom("engagement_letters").selectAll().where("case_id", "=", caseId).orderBy("version", "desc").executeTakeFirst();
  if (!letter || letter.state === "draft") {
    log("demo: the invoiced sample case's letter was not sent, so it is not signed or invoiced");
    return;
  }
  if (letter.state === "sent") {
    await requestSigningCode({ db, storage, viewer: who.client, clientIp: who.clientIp, caseId, letterId: letter.id });
    const code = await codeMailedTo(db, who.client.user.email);
    await signLetter({ db, storage, viewer: who.client, clientIp: who.clientIp, input: { caseId, letterId: letter.id, fullName: who.client.user.name, code, consent: true } });
  }
  const signed = await db.selectFrom("engagement_letters").select(["state", "countersigned_at"]).where("id", "=", letter.id).executeTakeFirstOrThrow();
  if (signed.state === "signed" && !signed.countersigned_at) {
    await countersignLetter({ db, storage, viewer: who.admin, clientIp: who.clientIp, caseId, letterId: letter.id });
  }
  if (await db.selectFrom("invoices").select("id").where("case_id", "=", caseId).executeTakeFirst()) return;
  const first = await db.selectFrom("case_milestones").select("id").where("case_id", "=", caseId).orderBy("position").orderBy("created_at").executeTakeFirstOrThrow();
  const { number } = await issueInvoice({ db, viewer: who.admin, clientIp: who.clientIp, caseId, milestoneId: first.id });
  log(`demo: engagement letter signed and countersigned; invoice ${number} issued to ${who.client.user.email}, to pay from the case page`);
}
