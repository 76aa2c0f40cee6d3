import { sql } from "kysely";
import type { DB } from "#db/index";
import { bookableLawyers } from "#server/consultations/bookable";
import { CLIENT_CANCEL_CUTOFF_HOURS, SCHEDULED_KINDS } from "#server/consultations/constants";
import { getFirmProfile, type FirmProfile } from "#server/firm/profile";
import { CONSULTATION_KINDS, FEE_COLUMNS, type City, type LanguageCode, type PracticeArea } from "#server/lawyers/catalog";
import { searchLawyers } from "#server/lawyers/queries";
import { searchLawyersInput } from "#server/lawyers/schemas";
import { isolate } from "#server/common/bidi";
import type { AppLocale } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";
import { formatNumber, formatQar } from "~/utils/format";
import type { ChatFact } from "./types";
import type { FactKey } from "./fact-questions";
import { displayPhone, whatsappLink } from "#server/firm/constants";

/**
 * Issue 27 §2: the firm's own facts, answered from its data, never from a page's wording: the office from the
 * firm profile (server/firm/profile.ts, edited in the back office), fees and lengths of consultations from the
 * lawyers who take bookings now, the cancellation rule from the booking's own constant. A field the firm has
 * not filled in is not invented: the fact points to the contact page instead.
 */
type T = (key: string, values?: Record<string, string | number>) => string;

/** The facts of the office itself, answered from the firm profile (the rest are about consultations and lawyers). */
export const OFFICE_KEYS: readonly FactKey[] = ["address", "map", "hours", "phone", "whatsapp", "email"];
const MAX_NAMED_LAWYERS = 5;

function officeFacts(profile: FirmProfile, keys: FactKey[], locale: AppLocale, t: T): ChatFact[] {
  const out: ChatFact[] = [];
  const unknown = (key: FactKey) => out.push({ key, text: t("chatbot:facts.unknown", { what: t(`chatbot:facts.labels.${key}`) }), href: "/contact" });
  for (const key of OFFICE_KEYS.filter((k) => keys.includes(k))) {
    if (key === "address") {
      if (profile.address[locale]) out.push({ key, text: t("chatbot:facts.address", { address: profile.address[locale] }) });
      else unknown(key);
    } else if (key === "map") {
      if (profile.mapUrl) out.push({ key, text: t("chatbot:facts.map"), href: profile.mapUrl });
    } else if (key === "hours") {
      if (profile.hours[locale]) out.push({ key, text: t("chatbot:facts.hours", { hours: profile.hours[locale] }) });
      else unknown(key);
    } else if (key === "phone") {
      if (profile.phone) out.push({ key, text: t("chatbot:facts.phone", { phone: isolate(displayPhone(profile.phone)) }), href: `tel:${profile.phone}` });
      else unknown(key);
    } else if (key === "whatsapp") {
      if (profile.whatsapp) out.push({ key, text: t("chatbot:facts.whatsapp", { phone: isolate(displayPhone(profile.whatsapp)) }), href: whatsappLink(profile.whatsapp) });
      else if (!keys.includes("phone") && profile.phone) out.push({ key, text: t("chatbot:facts.noWhatsapp", { phone: isolate(displayPhone(profile.phone)) }), href: `tel:${profile.phone}` });
    } else if (key === "email") {
      if (profile.email) out.push({ key, text: t("chatbot:facts.email", { email: isolate(profile.email) }), href: `mailto:${profile.email}` });
      else unknown(key);
    }
  }
  return out;
}

function range(min: number, max: number, locale: AppLocale, t: T): string {
  return min === max ? formatQar(min, locale) : t("chatbot:facts.range", { from: formatQar(min, locale), to: formatQar(max, locale) });
}

/** Fees per kind over the lawyers a client can book now (for the question's area when it names one). */
async function feeFacts(db: DB, area: PracticeArea | undefined, locale: AppLocale, t: T): Promise<ChatFact[]> {
  const row = await bookableLawyers(db, { serviceArea: area })
    .select((eb) =>
      CONSULTATION_KINDS.flatMap((kind) => [eb.fn.min(FEE_COLUMNS[kind]).as(`min_${kind}`), eb.fn.max(FEE_COLUMNS[kind]).as(`max_${kind}`)]),
    )
    .executeTakeFirst();
  const values = (row ?? {}) as Record<string, number | string | null>;
  const book = `/consultations${area ? `?service=${area}` : ""}`;
  const out: ChatFact[] = [];
  for (const kind of CONSULTATION_KINDS) {
    const min = values[`min_${kind}`];
    const max = values[`max_${kind}`];
    if (min === null || min === undefined || max === null || max === undefined) continue;
    out.push({ key: "consultation_fees", text: t("chatbot:facts.fee", { kind: t(`lawyers:kinds.${kind}`), range: range(Number(min), Number(max), locale, t) }), href: `${book}${area ? "&" : "?"}kind=${kind}` });
  }
  if (out.length === 0) return [{ key: "consultation_fees", text: t("chatbot:facts.noFees"), href: "/contact" }];
  const where = area ? t("chatbot:facts.inArea", { area: t(`lawyers:areas.${area}`) }) : "";
  out.push({ key: "consultation_fees", text: t("chatbot:facts.feesNote", { where }), href: book });
  return out;
}

async function durationFacts(db: DB, area: PracticeArea | undefined, locale: AppLocale, t: T): Promise<ChatFact[]> {
  const scheduled = SCHEDULED_KINDS.map((kind) => FEE_COLUMNS[kind]);
  const row = await bookableLawyers(db, { serviceArea: area })
    .where((eb) => eb.or(scheduled.map((column) => eb(column, "is not", null))))
    .select([sql<number | null>`min(slot_minutes)`.as("min"), sql<number | null>`max(slot_minutes)`.as("max")])
    .executeTakeFirst();
  const out: ChatFact[] = [];
  if (row?.min != null && row.max != null) {
    const minutes = row.min === row.max ? formatNumber(row.min, locale) : t("chatbot:facts.minutesRange", { from: formatNumber(row.min, locale), to: formatNumber(row.max, locale) });
    out.push({ key: "consultation_durations", text: t("chatbot:facts.durations", { minutes }) });
  }
  out.push({ key: "consultation_durations", text: t("chatbot:facts.written") });
  return out;
}

async function lawyerFacts(db: DB, filters: { area?: PracticeArea; language?: LanguageCode; city?: City }, locale: AppLocale, t: T): Promise<ChatFact[]> {
  const result = await searchLawyers(db, searchLawyersInput.parse({ q: "", area: filters.area, language: filters.language, city: filters.city, page: 1, sort: "experience" }));
  const params = new URLSearchParams();
  if (filters.area) params.set("area", filters.area);
  if (filters.city) params.set("city", filters.city);
  if (filters.language) params.set("language", filters.language);
  const href = `/browse-law-firms?${params.toString()}`;
  const described = [
    filters.area ? t(`lawyers:areas.${filters.area}`) : null,
    filters.city ? t(`lawyers:cities.${filters.city}`) : null,
    filters.language ? t("chatbot:facts.speaks", { language: t(`lawyers:languages.${filters.language}`) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  if (result.total === 0) return [{ key: "lawyers", text: t("chatbot:facts.noLawyers", { filters: described }), href: "/contact" }];
  const shown = result.items.slice(0, MAX_NAMED_LAWYERS).map((lawyer) => isolate(lawyer.name[locale]));
  const more = result.total - shown.length;
  const names = shown.join(locale === "ar" ? "، " : ", ") + (more > 0 ? t("chatbot:facts.andMore", { total: more }) : "");
  return [{ key: "lawyers", text: t("chatbot:facts.lawyers", { filters: described, total: result.total, names }), href }];
}

/** The facts for the keys a question asks, in its language; the office's profile is read once. */
export async function factsFor(
  db: DB,
  keys: FactKey[],
  opts: { locale: AppLocale; area?: string; language?: string; city?: string; profile?: FirmProfile },
): Promise<ChatFact[]> {
  const { locale } = opts;
  const t = serverT(locale, ["chatbot", "lawyers"]) as unknown as T;
  const area = opts.area as PracticeArea | undefined;
  const out: ChatFact[] = [];
  if (keys.some((k) => OFFICE_KEYS.includes(k))) out.push(...officeFacts(opts.profile ?? (await getFirmProfile(db)), keys, locale, t));
  if (keys.includes("consultation_fees")) out.push(...(await feeFacts(db, area, locale, t)));
  if (keys.includes("consultation_durations")) out.push(...(await durationFacts(db, area, locale, t)));
  const hours = formatNumber(CLIENT_CANCEL_CUTOFF_HOURS, locale);
  if (keys.includes("cancellation")) out.push({ key: "cancellation", text: t("chatbot:facts.cancellation", { hours }) });
  if (keys.includes("refund")) out.push({ key: "refund", text: t("chatbot:facts.refund", { hours }) });
  if (keys.includes("lawyers")) out.push(...(await lawyerFacts(db, { area, language: opts.language as LanguageCode | undefined, city: opts.city as City | undefined }, locale, t)));
  return out;
}
