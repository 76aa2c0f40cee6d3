import type { DB } from "#db/index";
import { getFirmProfile } from "#server/firm/profile";
import type { AppLocale } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";
import type { ChatAction, ChatAnswer, ChatCitation } from "./types";
import { asksWhichLawyers, asksWhoWeAre, factKeysOf, type FactKey } from "./fact-questions";
import { displayPhone, QATAR_EMERGENCY_NUMBER } from "#server/firm/constants";
import { factsFor, OFFICE_KEYS } from "./facts";
import type { Intent } from "./intents";
import { dangerTopicOf } from "./danger";
import { isOutOfScope } from "./out-of-scope";
import { areaOfSafety } from "./safety";
import { isolate } from "#server/common/bidi";

/**
 * Issue 27 §2–§4: what the assistant says besides quoting pages. A question about danger gets the emergency
 * number and the firm's urgent line first; a question about the firm's own facts is answered from its data;
 * a question that is not for a law firm is declined as such; every answer that cites pages offers the next
 * step that fits; Arabic answers keep the site's digits and punctuation.
 */
const CONSULTATION_KEYS: readonly FactKey[] = ["consultation_fees", "consultation_durations", "cancellation", "refund"];

/** A service page per practice area, in each language, for the page a safety or fact answer cites. */
export type ServicePages = Map<string, Record<AppLocale, ChatCitation>>;

type T = (key: string, values?: Record<string, string>) => string;

function book(area?: string, kind?: string): ChatAction {
  const params = new URLSearchParams();
  if (area) params.set("service", area);
  if (kind) params.set("kind", kind);
  const query = params.toString();
  return { kind: "book", href: `/consultations${query ? `?${query}` : ""}`, area, consultationKind: kind };
}
function lawyers(area?: string, language?: string, city?: string): ChatAction {
  const params = new URLSearchParams();
  if (area) params.set("area", area);
  if (city) params.set("city", city);
  if (language) params.set("language", language);
  const query = params.toString();
  return { kind: "lawyers", href: `/browse-law-firms${query ? `?${query}` : ""}`, area, language, city };
}
const CONTACT: ChatAction = { kind: "contact", href: "/contact" };
const HANDOFF: ChatAction = { kind: "handoff", href: "/chatbot#handoff" };
const SERVICES: ChatAction = { kind: "services", href: "/services" };

/** The request's own actions first, then the steps that fit, without repeating a link. */
function withNextSteps(own: ChatAction[], next: ChatAction[]): ChatAction[] {
  const out = [...own];
  for (const action of next) if (!out.some((a) => a.href === action.href || a.kind === action.kind)) out.push(action);
  return out;
}

/**
 * Arabic text as the site writes it: Arabic-Indic digits (ar-QA, like formatNumber) and Arabic commas,
 * semicolons and question marks. Numbers inside Latin words, phone numbers (+974…) and links stay as they are.
 */
export function arabicStyle(text: string): string {
  return text
    .replace(/(^|[^A-Za-z0-9+/:.@_\u2068-])(\d+(?:[.,]\d+)*)(?![A-Za-z0-9@/:_-]|\.\d)/gu, (whole, before: string, digits: string) => {
      if (digits.replace(/\D/g, "").length >= 7) return whole;
      return `${before}${digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(/,/g, "٬").replace(/\./g, "٫")}`;
    })
    .replace(/([\u0600-\u06FF\u0660-\u0669)]\s*),(?=\s)/g, "$1،")
    .replace(/([\u0600-\u06FF])\s*;/g, "$1؛")
    .replace(/([\u0600-\u06FF])\s*\?/g, "$1؟");
}

export interface ReplyContext {
  intent: Intent;
  /** The practice area of the best cited passage, when the content answered. */
  citedArea?: string;
  /**
   * The subject model's guess is a subject of the site's, sure enough (decision 045): a story about a restaurant's
   * lease or a hotel that has not paid is not declined because it names a restaurant or a hotel.
   */
  learntInScope?: boolean;
  servicePages: ServicePages;
}

/** The content's answer (answered, not_found or action) turned into the reply the visitor gets. */
export async function composeReply(db: DB, base: ChatAnswer, ctx: ReplyContext): Promise<ChatAnswer> {
  const t = serverT(base.locale, ["chatbot", "lawyers"]) as unknown as T;
  const reply = await classify(db, base, ctx, t);
  if (reply.locale === "ar") reply.snippets = reply.snippets.map((s) => ({ ...s, text: arabicStyle(s.text) }));
  return reply;
}

/** The quotes of an answer whose citations were cut to `kept`: those still pointing at the page they quoted. */
function snippetsKept(base: ChatAnswer, kept: ChatCitation[]): ChatAnswer["snippets"] {
  return base.snippets.filter((sn) => sn.source < kept.length && kept[sn.source]?.url === base.citations[sn.source]?.url);
}

async function classify(db: DB, base: ChatAnswer, ctx: ReplyContext, t: T): Promise<ChatAnswer> {
  const { locale, question } = base;
  const { intent } = ctx;
  const page = (area?: string) => (area ? ctx.servicePages.get(area)?.[locale] : undefined);

  // The hand-written danger patterns first, then the learnt signal when it is sure (decision 047).
  const topic = dangerTopicOf(question);
  if (topic) {
    const profile = await getFirmProfile(db);
    const area = areaOfSafety(topic);
    const relevant = page(area);
    const citations = relevant ? [relevant, ...base.citations.filter((c) => c.url.split("#")[0] !== relevant.url)].slice(0, 3) : base.citations;
    const urgent = profile.urgentPhone || profile.phone;
    const text = t(`chatbot:safety.${topic}`, { emergency: isolate(QATAR_EMERGENCY_NUMBER), urgent: urgent ? isolate(displayPhone(urgent)) : t("chatbot:safety.contactPage") });
    return {
      ...base,
      status: "safety",
      safety: { emergency: QATAR_EMERGENCY_NUMBER, urgentPhone: urgent, text },
      citations,
      snippets: base.status === "answered" ? base.snippets.map((s) => ({ ...s, source: citations.findIndex((c) => c.url === base.citations[s.source]?.url) })).filter((s) => s.source >= 0) : [],
      actions: withNextSteps([], [...(area ? [book(area)] : []), CONTACT, HANDOFF]),
    };
  }

  const keys = factKeysOf(question, intent);
  if (keys.length > 0) {
    const facts = await factsFor(db, keys, { locale, area: intent.area, language: intent.language, city: intent.city });
    const office = keys.some((k) => OFFICE_KEYS.includes(k));
    const consultation = keys.some((k) => CONSULTATION_KEYS.includes(k));
    const onlyLawyers = keys.every((k) => k === "lawyers");
    const next: ChatAction[] = [];
    if (keys.includes("lawyers")) next.push(lawyers(intent.area, intent.language, intent.city), book(intent.area));
    if (consultation) next.push(book(intent.area, intent.kind));
    next.push(CONTACT);
    if (office) next.push(HANDOFF);
    // A content answer that also asked who practises it keeps its quotes; the firm's facts never quote a page.
    // …and the directory, filtered, takes the third place among its pages (issue 27 §2: who handles it is the directory's answer).
    if (onlyLawyers && base.status === "answered" && !asksWhichLawyers(question)) {
      if (base.citations.some((c) => /^\/(browse-law-firms|lawyer-profile\/)/.test(c.url))) return { ...base, facts, actions: withNextSteps(base.actions, next) };
      const directory = { title: t("chatbot:pages.directory"), url: lawyers(intent.area, intent.language, intent.city).href };
      // When only a template, an update or a posting leads, the area the request names gets its service page second
      // ("ابي محامي يراجع لي عقد": the contracts page beside the lease template).
      const service = page(intent.area);
      const first = base.citations.slice(0, 2);
      const onlyPublications = first.every((c) => /^\/(legal-library|legal-updates|careers)/.test(c.url));
      const kept = service && onlyPublications ? [...first.slice(0, 1), service] : first;
      const snippets = snippetsKept(base, kept);
      return { ...base, facts, citations: [...kept, directory], snippets, actions: withNextSteps(base.actions, next) };
    }
    // Two topics in one message ("before I forget, your number? My real question: I was dismissed…"): the office's
    // details asked on the side of a long legal question keep that question's pages first and the contact page beside.
    const sideQuestion = office && keys.every((k) => OFFICE_KEYS.includes(k)) && base.status === "answered" && intent.area && question.trim().split(/\s+/).length >= 14;
    if (sideQuestion) {
      const kept = base.citations.filter((c) => c.url !== "/contact").slice(0, 2);
      const snippets = snippetsKept(base, kept);
      return { ...base, facts, citations: [...kept, { title: t("chatbot:pages.contact"), url: "/contact" }], snippets, actions: withNextSteps(base.actions, next) };
    }
    const citations: ChatCitation[] = [];
    if (office) citations.push({ title: t("chatbot:pages.contact"), url: "/contact" });
    // "Who are you and where is your office?": who the firm is beside where it sits.
    if (asksWhoWeAre(question)) citations.push({ title: t("chatbot:pages.about"), url: "/about" });
    if (consultation) citations.push({ title: t("chatbot:pages.booking"), url: `/consultations${intent.area ? `?service=${intent.area}` : ""}` });
    // Who handles it or speaks it is answered by the directory with the filters set (issue 27 §2), then the service's page.
    if (keys.includes("lawyers")) {
      citations.push({ title: t("chatbot:pages.directory"), url: lawyers(intent.area, intent.language, intent.city).href });
      const service = page(intent.area);
      if (service) citations.push(service);
    }
    // A request's own links stay first; the generic steps of "not found" give way to the ones that fit.
    const own = base.status === "not_found" ? [] : base.actions;
    return { ...base, status: "fact", facts, snippets: [], citations, phrased: null, actions: withNextSteps(own, next) };
  }

  // A question that names a legal subject is not off-topic because its story mentions a restaurant.
  if (isOutOfScope(question, { learntInScope: ctx.learntInScope })) {
    return { ...base, status: "out_of_scope", snippets: [], citations: [], phrased: null, actions: [SERVICES, CONTACT] };
  }

  if (base.status === "answered") {
    const area = intent.area ?? ctx.citedArea;
    const next = area ? [book(area), lawyers(area)] : [];
    return { ...base, actions: withNextSteps(base.actions, [...next, CONTACT]) };
  }
  return base;
}
