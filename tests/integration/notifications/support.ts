import ICAL from "ical.js";
import type { DB } from "#db/index";
import type { Transaction } from "kysely";
import type { ConsultationStatus, Database } from "#db/schema";
import { recordConsultationEvent, type ConsultationEventInput } from "#server/consultations/events";
import { readOutbox } from "#server/mail/outbox";
import { userWithRole } from "../../setup/callers";
import { insertLawyer as insertLawyerRow } from "../../setup/publications";

/** A client and a lawyer (with their directory row), each with an account language. */
export async function makeParties(db: DB, opts: { clientLocale?: "ar" | "en" | null; lawyerLocale?: "ar" | "en" | null } = {}) {
  const client = await userWithRole(db, "individual", { name: "Salma Client" });
  const lawyerUser = await userWithRole(db, "lawyer", { name: "Lawyer Account" });
  await db.updateTable("user").set({ locale: opts.clientLocale === undefined ? "ar" : opts.clientLocale }).where("id", "=", client.userId).execute();
  await db.updateTable("user").set({ locale: opts.lawyerLocale === undefined ? "en" : opts.lawyerLocale }).where("id", "=", lawyerUser.userId).execute();
  const lawyerId = await insertLawyer(db, lawyerUser.userId);
  return { client, lawyerUser, lawyerId };
}

let lawyerCounter = 0;
export async function insertLawyer(db: DB, userId: string | null) {
  const n = ++lawyerCounter;
  return insertLawyerRow(db, { user_id: userId, name_ar: `هند سالم ${n}`, name_en: `Hind Salem ${n}` });
}

export async function insertConsultation(
  db: DB,
  opts: {
    clientId: string;
    lawyerId: string | null;
    startsAt?: Date | null;
    status?: ConsultationStatus;
    kind?: "written" | "video" | "voice" | "in_person";
    clientLocale?: "ar" | "en";
  },
) {
  const startsAt = opts.startsAt === undefined ? new Date(Date.now() + 3 * 24 * 3600_000) : opts.startsAt;
  const kind = opts.kind ?? (startsAt ? "video" : "written");
  const row = await db
    .insertInto("consultations")
    .values({
      client_id: opts.clientId,
      lawyer_id: opts.lawyerId,
      any_lawyer: opts.lawyerId === null,
      service_area: "commercial",
      kind,
      voice_mode: kind === "voice" ? "browser" : null,
      status: opts.status ?? "requested",
      starts_at: startsAt,
      ends_at: startsAt ? new Date(startsAt.getTime() + 3600_000) : null,
      description: "A question about a commercial lease.",
      phone: "+97455550000",
      client_locale: opts.clientLocale ?? "ar",
      fee_qar: 500,
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  return row;
}

/** Applies `change` and records the event in one transaction (its emails go to the outbox with it). */
export async function record(db: DB, input: ConsultationEventInput, change?: (trx: Transaction<Database>) => Promise<unknown>) {
  await db.transaction().execute(async (trx) => {
    if (change) await change(trx);
    await recordConsultationEvent(trx, input);
  });
}

export async function mailsTo(email: string) {
  return readOutbox({ to: email });
}

export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent("vtimezone");
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    tzid: vevent.getFirstProperty("dtstart")?.getParameter("tzid") ?? null,
  };
}
