/* eslint-disable max-lines -- one script that builds the demo world in the order a newcomer reads it: accounts, company, lawyer desk, verification, bookings */
/**
 * Demo accounts (issue 9 §5): one sample account per role, so that a newcomer and the browser tests
 * can sign in as each, and sample consultations between them so that every dashboard has something
 * to show. Run by `npm run seed -- --demo` (scripts/seed.ts); never part of the ordinary seed.
 *
 * Everything goes through the code the site itself uses: accounts through provisionUser and
 * createAdmin, the company through server/company, the lawyer's profile, fees and hours through the
 * lawyer desk's procedures, verification through the admin's procedure, bookings through the
 * consultation procedures. Passwords are generated here, returned once and never stored in clear.
 */
import crypto from "node:crypto";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { provisionUser } from "#server/accounts/provision";
import { createAdmin } from "#server/admin/create-admin";
import { getAuth } from "#server/auth/auth";
import { ROLES_NEEDING_TWO_FACTOR, type Viewer } from "#server/auth/viewer";
import { enrolTwoFactorDirectly } from "#server/accounts/two-factor";
import { acceptInvite, inviteColleague } from "#server/company/invites";
import { companyOf, ensureCompanyFor } from "#server/company/membership";
import { readProfile } from "#server/company/queries";
import { addDays, listSlots, qatarInstant, weekdayOf } from "#server/consultations/slots";
import { findOwnLawyer } from "#server/lawyer-desk/queries";
import { clockOf } from "#server/lawyer-desk/schemas";
import { addCaseNote, postCaseMessage } from "#server/cases/conversation";
import type { CourtCode } from "#server/cases/courts";
import { uploadCaseDocuments } from "#server/cases/files";
import { addHearing, recordHearingOutcome } from "#server/cases/hearings";
import { createCase } from "#server/cases/lifecycle";
import { seedDemoLetters } from "./seed-demo-letters";
import { seedDemoBillingCase, seedDemoInvoice } from "./seed-demo-billing";
import { setCaseStatus, setNextStep } from "#server/cases/updates";
import { addMilestone, setMilestoneState } from "#server/cases/milestones";
import type { MilestoneState } from "#server/cases/constants";
import type { PracticeArea } from "#server/lawyers/catalog";
import { getStorage } from "#server/storage/index";
import { createCaller } from "#server/router";
import { makeSamplePdf } from "./sample-pdf";
import { SAMPLE_WEEKLY_HOURS } from "./seed-lawyers";
import { type AppLocale, localeOf } from "~/i18n/config";
import { qatarDateOf } from "#server/common/qatar-time";

export const DEMO_ACCOUNT_KEYS = ["individual", "companyOwner", "companyMember", "lawyer", "admin"] as const;
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number];

/**
 * Addresses on the reserved .example domain (no mail can ever reach anyone); names in both scripts,
 * saying they are samples, as the sample lawyers' profiles do.
 */
const DEMO_PEOPLE = {
  individual: { role: "individual", label: "individual", email: "demo.individual@qanun.example", nameAr: "فرد تجريبي", nameEn: "Sample Individual", locale: "ar" },
  companyOwner: { role: "company", label: "company owner", email: "demo.company.owner@qanun.example", nameAr: "مالك شركة تجريبي", nameEn: "Sample Company Owner", locale: "en" },
  companyMember: { role: "company", label: "company member", email: "demo.company.member@qanun.example", nameAr: "عضو شركة تجريبي", nameEn: "Sample Company Member", locale: "ar" },
  lawyer: { role: "lawyer", label: "lawyer", email: "demo.lawyer@qanun.example", nameAr: "محامٍ تجريبي", nameEn: "Sample Lawyer", locale: "ar" },
  // createAdmin makes Arabic-language accounts (the site's default).
  admin: { role: "admin", label: "admin", email: "demo.admin@qanun.example", nameAr: "مشرف تجريبي", nameEn: "Sample Admin", locale: "ar" },
} as const satisfies Record<DemoAccountKey, { role: Role; label: string; email: string; nameAr: string; nameEn: string; locale: AppLocale }>;

export const DEMO_EMAILS = DEMO_ACCOUNT_KEYS.map((key) => DEMO_PEOPLE[key].email);

const DEMO_COMPANY = {
  legalNameAr: "شركة الخليج التجريبية للتجارة ذ.م.م",
  legalNameEn: "Sample Gulf Trading LLC",
  crNumber: "990001",
  sector: "retail_trade",
} as const;

const DEMO_LAWYER_PROFILE = {
  nameAr: DEMO_PEOPLE.lawyer.nameAr,
  nameEn: DEMO_PEOPLE.lawyer.nameEn,
  titleAr: "محامٍ — العقود وخدمات الشركات",
  titleEn: "Lawyer — contracts and company services",
  bioAr:
    "يصوغ ويراجع العقود التجارية وعقود العمل والإيجار، ويساعد الشركات في التأسيس والحوكمة، ويمثّل الموكلين في الدعاوى المدنية. (ملف تجريبي لشخصية خيالية.)",
  bioEn:
    "Drafts and reviews commercial, employment and lease contracts, helps companies with incorporation and governance, and represents clients in civil claims. (Sample profile of a fictional person.)",
  practiceAreas: ["contract-drafting", "commercial", "company-services", "civil"],
  languages: ["ar", "en"],
  city: "doha",
  yearsOfPractice: 9,
  acceptingNewClients: true,
} as const;

const DEMO_LAWYER_SETTINGS = { feeWritten: 300, feeVideo: 500, feeVoice: 350, feeInPerson: 800, slotMinutes: 60, minNoticeHours: 12, worksWeekends: false };

export interface DemoAccount {
  key: DemoAccountKey;
  role: Role;
  /** What the account is for, as printed in the table ("company owner"). */
  label: string;
  name: string;
  email: string;
  userId: string;
  locale: AppLocale;
  /** Only when this run created the account or reset its password; it is not kept anywhere. */
  password: string | null;
  state: "created" | "existing" | "reset";
  /**
   * Issue 12 §1: lawyers and admins must sign in with a second factor. Set when this run enrolled the
   * account (made, given a new password, or found without one): the TOTP secret to type into an
   * authenticator app and its otpauth:// URI, shown once like the password and kept nowhere in clear.
   */
  twoFactor: { secret: string; totpURI: string } | null;
}

export interface DemoAccounts {
  accounts: Record<DemoAccountKey, DemoAccount>;
  /** The company of the owner and the member. */
  companyId: string;
  /** The demo lawyer's directory entry (lawyers.id). */
  lawyerId: string;
}

export interface DemoOptions {
  /** Give every existing demo account a new password (and end its sessions). */
  resetPasswords?: boolean;
  /** Needed when NODE_ENV is production: demo accounts with known roles are a way in. */
  allowProduction?: boolean;
  /** Defaults to process.env.NODE_ENV. */
  nodeEnv?: string;
  log?: (line: string) => void;
  /** The clock of the sample consultations (tests). */
  now?: Date;
}

export class DemoSeedRefused extends Error {}

/** Refuses a production database unless the operator said so explicitly. */
export function assertDemoAllowed(opts: Pick<DemoOptions, "allowProduction" | "nodeEnv"> = {}): void {
  const nodeEnv = opts.nodeEnv ?? process.env.NODE_ENV;
  if (nodeEnv === "production" && !opts.allowProduction) {
    throw new DemoSeedRefused(
      "Refusing to create demo accounts with NODE_ENV=production: they are sign-ins with known addresses, one of them an admin. " +
        "Add --allow-production if this really is a demonstration server.",
    );
  }
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const PASSWORD_LENGTH = 22;

/**
 * 22 characters drawn uniformly (crypto.randomInt) from 57 letters and digits that cannot be
 * mistaken for one another: about 128 bits, and a double click selects it whole in a terminal.
 */
export function generateDemoPassword(): string {
  return Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join("");
}

function displayName(key: DemoAccountKey): string {
  // One name field per account: both scripts in it (fullNameField allows letters, spaces and hyphens).
  return `${DEMO_PEOPLE[key].nameAr} - ${DEMO_PEOPLE[key].nameEn}`;
}

/** A viewer acting as a demo account, for the procedures (no session: nothing reads it here). */
function viewerOf(account: DemoAccount): Viewer {
  return {
    user: { id: account.userId, name: account.name, email: account.email, emailVerified: true, locale: account.locale },
    session: { id: `seed-demo-${account.userId}`, token: "", expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
    role: account.role,
    // seedDemoAccounts enrols the lawyer and the admin before acting as them.
    twoFactorEnabled: true,
  };
}

/** The client IP the seed's changes carry (in the audit log too): the machine it runs on. */
const SEED_IP = "127.0.0.1";

function callerAs(db: DB, account: DemoAccount) {
  return createCaller({ db, storage: getStorage(), viewer: viewerOf(account), headers: new Headers(), clientIp: SEED_IP });
}

async function ensureAccount(db: DB, key: DemoAccountKey, opts: DemoOptions): Promise<DemoAccount> {
  const person = DEMO_PEOPLE[key];
  const existing = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.name", "user.locale", "profiles.user_type"])
    .where("user.email", "=", person.email)
    .executeTakeFirst();
  if (existing) {
    if (existing.user_type !== person.role) {
      opts.log?.(`demo: warning: ${person.email} exists with the role ${existing.user_type ?? "unset"}, not ${person.role}; left as it is`);
    }
    const account: DemoAccount = {
      key,
      role: existing.user_type ?? person.role,
      label: person.label,
      name: existing.name,
      email: person.email,
      userId: existing.id,
      locale: localeOf(existing.locale),
      password: null,
      state: "existing",
      twoFactor: null,
    };
    if (!opts.resetPasswords) return account;
    const password = generateDemoPassword();
    const ctx = await getAuth(db).$context;
    const hash = await ctx.password.hash(password);
    if (await ctx.internalAdapter.findCredentialAccount(existing.id)) await ctx.internalAdapter.updatePassword(existing.id, hash);
    else await ctx.internalAdapter.createAccount({ userId: existing.id, providerId: "credential", accountId: existing.id, password: hash });
    // Whoever signed in with the old password is signed out, as after a password reset.
    await ctx.internalAdapter.deleteUserSessions(existing.id);
    return { ...account, password, state: "reset" };
  }

  const password = generateDemoPassword();
  const name = displayName(key);
  const { userId } =
    person.role === "admin"
      ? await createAdmin(db, { email: person.email, name, password })
      : await provisionUser(db, { email: person.email, name, password, role: person.role, locale: person.locale });
  return { key, role: person.role, label: person.label, name, email: person.email, userId, locale: person.locale, password, state: "created", twoFactor: null };
}

/**
 * Issue 12 §1: the demo lawyer and admin get a second factor, or they could reach nothing but the
 * enrolment page. A new one whenever the password is new (the old secret was printed with the old
 * password), or when the account has none yet; otherwise it is left alone.
 */
async function ensureTwoFactor(db: DB, account: DemoAccount, log: (line: string) => void): Promise<DemoAccount["twoFactor"]> {
  if (!(ROLES_NEEDING_TWO_FACTOR as readonly Role[]).includes(account.role)) return null;
  const row = await db.selectFrom("user").select("twoFactorEnabled").where("id", "=", account.userId).executeTakeFirst();
  if (account.state === "existing" && row?.twoFactorEnabled) return null;
  const { secret, totpURI } = await enrolTwoFactorDirectly(db, { userId: account.userId });
  log(`demo: two-factor sign-in set up for ${account.email}`);
  return { secret, totpURI };
}

/** Owner and member in one company with a filled-in profile; missing pieces only, so a re-run changes nothing. */
async function ensureCompany(db: DB, accounts: Record<DemoAccountKey, DemoAccount>, log: (line: string) => void): Promise<string> {
  const owner = accounts.companyOwner;
  const member = accounts.companyMember;
  const membership = await ensureCompanyFor(db, owner.userId);
  const profile = await readProfile(db, membership.companyId);
  if (!profile.legal_name_en && membership.role === "owner") {
    await callerAs(db, owner).company.updateProfile(DEMO_COMPANY);
    log(`demo: company "${DEMO_COMPANY.legalNameEn}"`);
  }
  const current = await companyOf(db, member.userId);
  if (!current) {
    // The way a colleague joins on the site: the owner invites, the member accepts the link.
    const { token } = await inviteColleague(db, { membership, viewer: viewerOf(owner), email: member.email, role: "member" });
    await acceptInvite(db, { token, viewer: viewerOf(member) });
    log(`demo: ${member.email} joined the company`);
  } else if (current.companyId !== membership.companyId) {
    log(`demo: warning: ${member.email} belongs to another company; left as it is`);
  }
  return membership.companyId;
}

/** A full directory profile, fees and Sun-Thu office hours, made through the lawyer desk's procedures. */
async function ensureLawyerProfile(db: DB, lawyer: DemoAccount, log: (line: string) => void): Promise<string> {
  const existing = await findOwnLawyer(db, lawyer.userId);
  if (existing) return existing.id;
  const desk = callerAs(db, lawyer).lawyerDesk;
  const saved = await desk.saveProfile({ ...DEMO_LAWYER_PROFILE, practiceAreas: [...DEMO_LAWYER_PROFILE.practiceAreas], languages: [...DEMO_LAWYER_PROFILE.languages] });
  await desk.saveSettings(DEMO_LAWYER_SETTINGS);
  await desk.saveWeeklyHours({
    ranges: SAMPLE_WEEKLY_HOURS.map((w) => ({ weekday: w.weekday, start: clockOf(w.start_minute), end: clockOf(w.end_minute) })),
  });
  // Labelled as sample in the directory like the seeded lawyers (the desk never sets this flag).
  await db.updateTable("lawyers").set({ is_sample: true }).where("id", "=", saved.id).execute();
  log(`demo: directory profile of ${lawyer.email}, Sun-Thu 09:00-13:00 and 16:00-19:00 Qatar time`);
  return saved.id;
}

/** The admin verifies the lawyer and the company accounts, as on /dashboard/admin. */
async function ensureVerified(db: DB, accounts: Record<DemoAccountKey, DemoAccount>): Promise<void> {
  const admin = callerAs(db, accounts.admin).admin;
  for (const account of [accounts.lawyer, accounts.companyOwner, accounts.companyMember]) {
    const profile = await db.selectFrom("profiles").select(["verification_status", "user_type"]).where("id", "=", account.userId).executeTakeFirst();
    if (profile?.verification_status === "verified" || (profile?.user_type !== "lawyer" && profile?.user_type !== "company")) continue;
    await admin.setVerification({ profileId: account.userId, decision: "verified" });
  }
}

/**
 * Creates the demo accounts that do not exist yet, each with a new password and a confirmed email,
 * then whatever of their set-up is missing (the company and its member, the lawyer's profile, fees
 * and hours, verification). Existing accounts keep their password (it was shown once and is not
 * kept: `password` is null) unless `resetPasswords` is set. Refuses production (assertDemoAllowed).
 */
export async function seedDemoAccounts(db: DB, opts: DemoOptions = {}): Promise<DemoAccounts> {
  assertDemoAllowed(opts);
  const log = opts.log ?? (() => {});
  const accounts = {} as Record<DemoAccountKey, DemoAccount>;
  for (const key of DEMO_ACCOUNT_KEYS) {
    accounts[key] = await ensureAccount(db, key, opts);
    if (accounts[key].state !== "existing") log(`demo: ${accounts[key].state === "created" ? "created" : "new password for"} ${accounts[key].email}`);
    accounts[key].twoFactor = await ensureTwoFactor(db, accounts[key], log);
  }
  const companyId = await ensureCompany(db, accounts, log);
  const lawyerId = await ensureLawyerProfile(db, accounts.lawyer, log);
  await ensureVerified(db, accounts);
  return { accounts, companyId, lawyerId };
}

const HOUR_MS = 60 * 60 * 1000;

/** The latest Sunday-to-Thursday at least `daysBack` days before today (Qatar dates). */
function pastWorkingDay(now: Date, daysBack: number): string {
  let date = addDays(qatarDateOf(now), -daysBack);
  while (weekdayOf(date) === 5 || weekdayOf(date) === 6) date = addDays(date, -1);
  return date;
}

/**
 * Three consultations with the demo lawyer, so that the client, company, lawyer and admin dashboards
 * are not empty: a request from the individual waiting for the lawyer, a confirmed one of the
 * company in the coming days, and a completed one of the individual last week. Booked through the
 * consultation procedures (free slots in the lawyer's hours; the no-overlap constraint applies); the
 * past one is written as a booking that was confirmed then, and completed by the lawyer's procedure.
 * Nothing is added when the demo lawyer already has consultations.
 */
export async function seedDemoConsultations(db: DB, demo: DemoAccounts, opts: Pick<DemoOptions, "log" | "now"> = {}): Promise<{ created: number }> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const { accounts, lawyerId } = demo;
  const already = await db.selectFrom("consultations").select("id").where("lawyer_id", "=", lawyerId).limit(1).executeTakeFirst();
  if (already) return { created: 0 };

  const lawyerCaller = callerAs(db, accounts.lawyer);
  const slots = await listSlots(db, { lawyerId, serviceArea: "contract-drafting", kind: "video", days: 21, now });
  // Past the client's 24-hour cut-off, so the sample can still be rescheduled or cancelled.
  const confirmedSlot = slots.find((s) => s.startsAt.getTime() >= now.getTime() + 26 * HOUR_MS);
  const requestedSlot = confirmedSlot && slots.find((s) => qatarDateOf(s.startsAt) > qatarDateOf(confirmedSlot.startsAt));
  if (!confirmedSlot || !requestedSlot) throw new Error("demo: the demo lawyer has no free slots in the next three weeks");

  const company = await callerAs(db, accounts.companyOwner).consultations.book({
    lawyerId,
    serviceArea: "contract-drafting",
    kind: "video",
    startsAt: confirmedSlot.startsAt.toISOString(),
    description: "Sample consultation: review of a distribution agreement with a supplier in Dubai before we sign it.",
    phone: "+974 5550 0102",
  });
  await lawyerCaller.consultations.accept({ id: company.id });

  const requested = await callerAs(db, accounts.individual).consultations.book({
    lawyerId,
    serviceArea: "civil",
    kind: "in_person",
    startsAt: requestedSlot.startsAt.toISOString(),
    description: "استشارة تجريبية: خلاف مع المؤجر على استرداد مبلغ التأمين بعد انتهاء عقد الإيجار.",
    phone: "+974 5550 0101",
  });

  // The past one: booked and confirmed a week or so ago, at 10:00 Qatar time on a working day.
  const day = pastWorkingDay(now, 5);
  const startsAt = qatarInstant(day, 10 * 60);
  const endsAt = new Date(startsAt.getTime() + DEMO_LAWYER_SETTINGS.slotMinutes * 60_000);
  const bookedAt = new Date(startsAt.getTime() - 3 * 24 * HOUR_MS);
  const confirmedAt = new Date(bookedAt.getTime() + 2 * HOUR_MS);
  const past = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("consultations")
      .values({
        client_id: accounts.individual.userId,
        company_id: null,
        lawyer_id: lawyerId,
        service_area: "contract-drafting",
        kind: "video",
        starts_at: startsAt,
        ends_at: endsAt,
        description: "استشارة تجريبية: مراجعة عقد عمل جديد قبل توقيعه، وخاصة بند عدم المنافسة ومدة الإشعار.",
        phone: "+974 5550 0101",
        client_locale: accounts.individual.locale,
        fee_qar: DEMO_LAWYER_SETTINGS.feeVideo,
        status: "confirmed",
        sequence: 1,
        created_at: bookedAt,
        updated_at: confirmedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("consultation_events")
      .values([
        { consultation_id: row.id, actor_id: accounts.individual.userId, type: "requested", data: JSON.stringify({ kind: "video", startsAt: startsAt.toISOString(), files: 0 }), created_at: bookedAt },
        { consultation_id: row.id, actor_id: accounts.lawyer.userId, type: "confirmed", data: JSON.stringify({}), created_at: confirmedAt },
      ])
      .execute();
    return row;
  });
  await lawyerCaller.consultations.postMessage({
    id: past.id,
    body: "شكراً لكم. كما اتفقنا: بند عدم المنافسة واسع أكثر من اللازم، واطلبوا قصره على سنة واحدة وعلى دولة قطر. (رسالة تجريبية)",
  });
  await lawyerCaller.consultations.complete({ id: past.id });

  log(`demo: 3 sample consultations (requested ${requested.reference}, confirmed ${company.reference}, completed)`);
  return { created: 3 };
}

// ------------------------------------------------------------------ sample cases

interface SampleCase {
  /** The account the case is opened for (a company account's case belongs to its company). */
  client: Extract<DemoAccountKey, "individual" | "companyOwner">;
  titleAr: string;
  titleEn: string;
  serviceArea: PracticeArea;
  court: CourtCode;
  courtCaseNumber: string;
  opposingParty: string;
  description: string;
  nextStep: string;
  /** Working days from today. */
  nextStepInDays: number;
  heldHearing: { daysAgo: number; purpose: string; chamber: string; outcome: string };
  upcomingHearing: { inDays: number; purpose: string; chamber: string };
  milestones: { titleAr: string; titleEn: string; feeQar: number; state: MilestoneState }[];
  clientDocument: { fileName: string; lines: string[] };
  internalDocument: { fileName: string; lines: string[] };
  internalNote: string;
  /** In order; "firm" is the demo lawyer. */
  messages: { from: DemoAccountKey; body: string }[];
}

/** Fictional matters between the demo accounts; titles, parties and files say they are samples. */
const SAMPLE_CASES: readonly SampleCase[] = [
  {
    client: "individual",
    titleAr: "قضية تجريبية: استرداد مبلغ التأمين من المؤجر",
    titleEn: "Sample case: recovering the rental deposit from the landlord",
    serviceArea: "civil",
    court: "rental_disputes_committee",
    courtCaseNumber: "SAMPLE-R-0417",
    opposingParty: "مؤجر تجريبي (شخصية خيالية) — Sample Landlord (fictional)",
    description: "قضية تجريبية: انتهى عقد الإيجار وسُلّمت الشقة بحالة جيدة، ورفض المؤجر رد مبلغ التأمين (٨٬٠٠٠ ر.ق.). (بيانات تجريبية)",
    nextStep: "تقديم مذكرة الرد مع صور محضر الاستلام قبل الجلسة القادمة. (تجريبي)",
    nextStepInDays: 2,
    heldHearing: { daysAgo: 9, purpose: "الجلسة الأولى: تبادل المستندات (تجريبي)", chamber: "الدائرة الثانية", outcome: "قدّم الطرفان مستنداتهما، وأُجّلت القضية لتقديم مذكرة الرد. (نتيجة تجريبية)" },
    upcomingHearing: { inDays: 4, purpose: "جلسة المرافعة (تجريبي)", chamber: "الدائرة الثانية" },
    milestones: [
      { titleAr: "دراسة العقد والمستندات", titleEn: "Review of the lease and documents", feeQar: 1500, state: "paid" },
      { titleAr: "صياغة وتقديم صحيفة الدعوى", titleEn: "Drafting and filing the claim", feeQar: 2500, state: "invoiced" },
      { titleAr: "الحضور في الجلسات", titleEn: "Attending the hearings", feeQar: 3000, state: "done" },
      { titleAr: "متابعة التنفيذ", titleEn: "Following up enforcement", feeQar: 1000, state: "planned" },
    ],
    clientDocument: { fileName: "sample-statement-of-claim.pdf", lines: ["SAMPLE DOCUMENT - fictional", "Statement of claim: rental deposit", "Qanun Legal demo data"] },
    internalDocument: { fileName: "sample-internal-case-assessment.pdf", lines: ["SAMPLE DOCUMENT - fictional", "Internal assessment (firm only)", "Qanun Legal demo data"] },
    internalNote: "ملاحظة داخلية تجريبية: المستندات قوية، ونتوقع حكماً برد المبلغ كاملاً. (لا يراها الموكل)",
    messages: [
      { from: "individual", body: "مرحباً، أرفقت صور محضر استلام الشقة. هل تكفي للجلسة القادمة؟ (رسالة تجريبية)" },
      { from: "lawyer", body: "شكراً، الصور كافية وسنرفقها بمذكرة الرد. موعد الجلسة القادمة في صفحة القضية. (رسالة تجريبية)" },
      { from: "individual", body: "ممتاز، هل يلزم حضوري شخصياً؟ (رسالة تجريبية)" },
    ],
  },
  {
    client: "companyOwner",
    titleAr: "قضية تجريبية: مطالبة بقيمة فواتير توريد غير مسددة",
    titleEn: "Sample case: claim for unpaid supply invoices",
    serviceArea: "commercial",
    court: "investment_and_trade_court",
    courtCaseNumber: "SAMPLE-IT-1182",
    opposingParty: "شركة مقاولات تجريبية (خيالية) — Sample Contracting Co. (fictional)",
    description: "Sample case: three supply invoices (QAR 240,000 in total) unpaid for over 120 days despite two written reminders. (Demo data)",
    nextStep: "Collect the signed delivery notes for the three invoices from the warehouse. (Sample)",
    nextStepInDays: 3,
    heldHearing: { daysAgo: 6, purpose: "Case management hearing (sample)", chamber: "Circuit 4", outcome: "The court set the timetable for written submissions; the defendant asked for time to reply. (Sample outcome)" },
    upcomingHearing: { inDays: 6, purpose: "Hearing on the merits (sample)", chamber: "Circuit 4" },
    milestones: [
      { titleAr: "الإنذار الرسمي بالسداد", titleEn: "Formal payment demand", feeQar: 3000, state: "paid" },
      { titleAr: "رفع الدعوى أمام محكمة الاستثمار والتجارة", titleEn: "Filing before the Investment and Trade Court", feeQar: 12000, state: "invoiced" },
      { titleAr: "المرافعة حتى صدور الحكم", titleEn: "Representation until judgment", feeQar: 18000, state: "planned" },
    ],
    clientDocument: { fileName: "sample-unpaid-invoices-summary.pdf", lines: ["SAMPLE DOCUMENT - fictional", "Summary of unpaid invoices", "Qanun Legal demo data"] },
    internalDocument: { fileName: "sample-litigation-strategy.pdf", lines: ["SAMPLE DOCUMENT - fictional", "Litigation strategy (firm only)", "Qanun Legal demo data"] },
    internalNote: "Sample internal note: ask for interim attachment if the defendant delays again. (Not shown to the client)",
    messages: [
      { from: "companyMember", body: "Hello, the finance team found the delivery notes for two of the three invoices. (Sample message)" },
      { from: "lawyer", body: "Thank you. Please upload them here; we still need the third one before the hearing. (Sample message)" },
      { from: "companyOwner", body: "We will send the third note by Thursday. (Sample message)" },
    ],
  },
];

/** The working day (Sunday to Thursday) `days` working days after today, or before it for negative `days` (Qatar dates). */
function workingDayFrom(now: Date, days: number): string {
  let date = qatarDateOf(now);
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0; ) {
    date = addDays(date, step);
    if (weekdayOf(date) !== 5 && weekdayOf(date) !== 6) left--;
  }
  return date;
}

async function count(db: DB, table: "case_hearings" | "case_milestones" | "case_documents" | "case_messages" | "case_notes", caseId: string): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).where("case_id", "=", caseId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One sample case for the individual and one for the company (both members see it), opened by the
 * demo admin and assigned to the demo lawyer, through the cases domain functions as each of them:
 * a hearing held with its outcome and one in the coming days, QAR milestones in every state, a
 * document for the client and an internal one, an internal note and messages both ways. Each part
 * is added only when missing, so a second run creates nothing (and finishes a run that stopped).
 */
export async function seedDemoCases(db: DB, demo: DemoAccounts, opts: Pick<DemoOptions, "log" | "now"> = {}): Promise<{ created: number }> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const storage = getStorage();
  const { accounts } = demo;
  const admin = viewerOf(accounts.admin);
  const lawyer = viewerOf(accounts.lawyer);
  let created = 0;
  for (const sample of SAMPLE_CASES) {
    const client = accounts[sample.client];
    let row = await db.selectFrom("cases").select(["id", "reference", "status", "next_step"]).where("client_id", "=", client.userId).where("title_en", "=", sample.titleEn).executeTakeFirst();
    if (!row) {
      await createCase({
        db,
        viewer: admin, clientIp: SEED_IP,
        input: {
          clientId: client.userId,
          titleAr: sample.titleAr,
          titleEn: sample.titleEn,
          description: sample.description,
          serviceArea: sample.serviceArea,
          court: sample.court,
          courtCaseNumber: sample.courtCaseNumber,
          opposingParty: sample.opposingParty,
          nextStep: null,
          nextStepDue: null,
          // A company account's case belongs to its company: every member sees it.
          companyId: sample.client === "companyOwner" ? demo.companyId : null,
          lawyerUserIds: [accounts.lawyer.userId],
        },
      });
      row = await db.selectFrom("cases").select(["id", "reference", "status", "next_step"]).where("client_id", "=", client.userId).where("title_en", "=", sample.titleEn).executeTakeFirstOrThrow();
      created++;
      log(`demo: sample case ${row.reference} for ${client.email}`);
    }
    const id = row.id;
    if (row.status === "open") await setCaseStatus({ db, viewer: lawyer, clientIp: SEED_IP, id, status: "in_progress", reason: null });
    if (!row.next_step) await setNextStep({ db, viewer: lawyer, clientIp: SEED_IP, id, nextStep: sample.nextStep, nextStepDue: workingDayFrom(now, sample.nextStepInDays) });

    if ((await count(db, "case_hearings", id)) === 0) {
      // The held one is written as scheduled a week before it took place, then its outcome recorded.
      const heldAt = qatarInstant(workingDayFrom(now, -sample.heldHearing.daysAgo), 9 * 60 + 30);
      const held = await addHearing({ db, viewer: lawyer, clientIp: SEED_IP, id, startsAt: heldAt, chamber: sample.heldHearing.chamber, purpose: sample.heldHearing.purpose, now: new Date(heldAt.getTime() - 7 * 24 * HOUR_MS) });
      await recordHearingOutcome({ db, viewer: lawyer, clientIp: SEED_IP, id, hearingId: held.id, outcome: sample.heldHearing.outcome, now });
      const upcomingAt = qatarInstant(workingDayFrom(now, sample.upcomingHearing.inDays), 10 * 60);
      await addHearing({ db, viewer: lawyer, clientIp: SEED_IP, id, startsAt: upcomingAt, chamber: sample.upcomingHearing.chamber, purpose: sample.upcomingHearing.purpose, now });
    }
    if ((await count(db, "case_milestones", id)) === 0) {
      for (const milestone of sample.milestones) {
        const added = await addMilestone({ db, viewer: lawyer, clientIp: SEED_IP, id, titleAr: milestone.titleAr, titleEn: milestone.titleEn, feeQar: milestone.feeQar, dueOn: null });
        // Invoices and payments are the firm's record: the admin marks them, as on the case page.
        if (milestone.state !== "planned") await setMilestoneState({ db, viewer: milestone.state === "done" ? lawyer : admin, clientIp: SEED_IP, id, milestoneId: added.id, state: milestone.state });
      }
    }
    if ((await count(db, "case_documents", id)) === 0) {
      for (const [visibility, file] of [["client", sample.clientDocument], ["internal", sample.internalDocument]] as const) {
        await uploadCaseDocuments({ db, storage, viewer: lawyer, clientIp: SEED_IP, id, visibility, documents: [{ fileName: file.fileName, bytes: makeSamplePdf(file.lines) }] });
      }
    }
    if ((await count(db, "case_notes", id)) === 0) await addCaseNote({ db, viewer: lawyer, clientIp: SEED_IP, id, body: sample.internalNote });
    if ((await count(db, "case_messages", id)) === 0) {
      for (const message of sample.messages) await postCaseMessage({ db, storage, viewer: viewerOf(accounts[message.from]), clientIp: SEED_IP, id, body: message.body });
    }
  }
  return { created };
}

/**
 * What `npm run seed -- --demo` does: the accounts, then the sample consultations and the sample
 * cases between them. Further steps take the same `DemoAccounts` and go after these.
 */
export async function seedDemo(db: DB, opts: DemoOptions = {}): Promise<DemoAccounts> {
  const demo = await seedDemoAccounts(db, opts);
  await seedDemoConsultations(db, demo, opts);
  await seedDemoCases(db, demo, opts);
  // Issue 28: a letter to sign (each sample case's, sent below) and an invoice to pay (a case whose letter is signed).
  const billing = { admin: viewerOf(demo.accounts.admin), lawyer: viewerOf(demo.accounts.lawyer), client: viewerOf(demo.accounts.individual), clientIp: SEED_IP };
  const billingCaseId = await seedDemoBillingCase(db, billing, opts);
  await seedDemoLetters(db, { lawyer: viewerOf(demo.accounts.lawyer), clientIds: [demo.accounts.individual.userId, demo.accounts.companyOwner.userId], clientIp: SEED_IP }, opts);
  await seedDemoInvoice(db, billing, billingCaseId, opts);
  return demo;
}

/**
 * The table printed once at the end: role, name, email and, when this run set them, the password and
 * (lawyer, admin) the TOTP secret, followed by the otpauth:// URIs to paste into an authenticator app.
 */
export function formatDemoAccounts(demo: DemoAccounts): string {
  const rows = DEMO_ACCOUNT_KEYS.map((key) => demo.accounts[key]);
  const withPasswords = rows.some((a) => a.password);
  const withSecrets = rows.some((a) => a.twoFactor);
  const header = ["role", "name", "email", ...(withPasswords ? ["password"] : []), ...(withSecrets ? ["TOTP secret"] : [])];
  const cells = rows.map((a) => [
    a.label,
    a.name,
    a.email,
    ...(withPasswords ? [a.password ?? "(unchanged)"] : []),
    ...(withSecrets ? [a.twoFactor?.secret ?? ((ROLES_NEEDING_TWO_FACTOR as readonly Role[]).includes(a.role) ? "(unchanged)" : "-")] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ");
  const table = [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)];
  if (withSecrets) {
    table.push(
      "",
      "Lawyers and admins sign in in two steps: the password, then the 6-digit code of an authenticator app",
      "(Google Authenticator, Microsoft Authenticator, 1Password, oathtool --totp -b SECRET ...) set up with the",
      "TOTP secret above, or with one of these URIs:",
      ...rows.filter((a) => a.twoFactor).map((a) => `  ${a.label}: ${a.twoFactor!.totpURI}`),
    );
  }
  return table.join("\n");
}
