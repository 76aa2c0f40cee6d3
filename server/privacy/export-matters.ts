import type { TFunction } from "i18next";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
import { getCaseMessages, getCaseTimeline, type CaseDetail } from "#server/cases/queries";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { getConsultation, listMyConsultations, type ConsultationDetail } from "#server/consultations/queries";
import { sanitizeFileName } from "#server/storage/files";
import { timelineText } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";
import { MANY, PAGE, type ZipFiles } from "./export-zip";

/** The consultations and cases in a person's copy of their data (./export-contents.ts), read through their pages' own queries. */

// ------------------------------------------------------------------ consultations

export async function allConsultations(db: DB, viewer: Viewer): Promise<ConsultationDetail[]> {
  // Upcoming and past together are every consultation the person is a party to (the dashboard's two lists).
  const [upcoming, past] = await Promise.all([
    listMyConsultations(db, viewer, { scope: "upcoming", limit: MANY }),
    listMyConsultations(db, viewer, { scope: "past", limit: MANY }),
  ]);
  const ids = [...new Set([...upcoming, ...past].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((c) => c.id))];
  const details: ConsultationDetail[] = [];
  for (const id of ids) details.push(await getConsultation(db, viewer, id));
  return details;
}

export async function consultationEntry(opts: { db: DB; zip: ZipFiles; viewer: Viewer; t: TFunction; c: ConsultationDetail }) {
  const { db, zip, viewer, t, c } = opts;
  const deleted = t("consultations:thread.deletedAuthor");
  const facts = {
    id: c.id,
    reference: c.reference,
    your_role: c.viewerRelation,
    status: c.status,
    kind: c.kind,
    voice_mode: c.voice_mode,
    service_area: c.service_area,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    fee_qar: c.fee_qar,
    created_at: c.created_at,
  };
  if (c.viewerRelation === "lawyer") {
    // Addendum of 026: the lawyer's own words and the names of their own files; the client's file stays with the firm.
    const own = new Set(c.files.filter((f) => f.uploaded_by === viewer.user.id).map((f) => f.id));
    return {
      ...facts,
      scope: "own_contributions" as const,
      messages: c.messages.filter((m) => m.mine).map((m) => ({ id: m.id, body: m.body, created_at: m.created_at, files: m.files.filter((f) => own.has(f.id)).map((f) => ({ id: f.id, file_name: f.file_name, file: null })) })),
      files: c.files.filter((f) => own.has(f.id)).map((f) => ({ id: f.id, file_name: f.file_name, purpose: f.purpose, content_type: f.content_type, size: f.size, uploaded_by: viewer.user.name, created_at: f.created_at, file: null })),
      timeline: [],
    };
  }
  // The files the page offers for download, read from storage by the keys of exactly those rows.
  const keys = c.files.length
    ? await db.selectFrom("consultation_files").select(["id", "storage_key"]).where("consultation_id", "=", c.id).where("id", "in", c.files.map((f) => f.id)).execute()
    : [];
  const uploaderIds = [...new Set(c.files.map((f) => f.uploaded_by).filter((id): id is string => id !== null))];
  const uploaders = uploaderIds.length ? await db.selectFrom("user").select(["id", "name"]).where("id", "in", uploaderIds).execute() : [];
  const paths = new Map<string, string | null>();
  for (const f of c.files) {
    const key = keys.find((k) => k.id === f.id)?.storage_key;
    paths.set(f.id, key ? await zip.add({ folder: `files/consultations/${sanitizeFileName(c.reference)}`, name: f.file_name, bucket: CONSULTATION_FILES_BUCKET, key }) : null);
  }
  const fileOf = (f: ConsultationDetail["files"][number]) => ({
    id: f.id,
    file_name: f.file_name,
    purpose: f.purpose,
    content_type: f.content_type,
    size: f.size,
    uploaded_by: uploaders.find((u) => u.id === f.uploaded_by)?.name ?? deleted,
    created_at: f.created_at,
    file: paths.get(f.id) ?? null,
  });
  return {
    ...facts,
    scope: "full" as const,
    status_reason: c.status_reason,
    client: c.client_name,
    company: c.company ? { legal_name_ar: c.company.legal_name_ar, legal_name_en: c.company.legal_name_en } : null,
    lawyer: c.lawyer ? { name_ar: c.lawyer.name_ar, name_en: c.lawyer.name_en, title_ar: c.lawyer.title_ar, title_en: c.lawyer.title_en } : null,
    description: c.description,
    phone: c.phone,
    messages: c.messages.map((m) => ({
      id: m.id,
      author: m.author_name ?? deleted,
      author_role: m.author_role,
      mine: m.mine,
      body: m.body,
      created_at: m.created_at,
      files: m.files.map((f) => ({ id: f.id, file_name: f.file_name, file: paths.get(f.id) ?? null })),
    })),
    files: c.files.map(fileOf),
    timeline: c.timeline.map((e) => ({
      id: e.id,
      type: e.type,
      text: t(`consultations:events.${e.type}`, { defaultValue: t("consultations:events.other") }),
      by: e.actor_name,
      reason: typeof e.data.reason === "string" ? e.data.reason : null,
      created_at: e.created_at,
    })),
  };
}

// ------------------------------------------------------------------ cases

async function caseThread(db: DB, viewer: Viewer, id: string) {
  type Message = Awaited<ReturnType<typeof getCaseMessages>>["items"][number];
  let messages: Message[] = [];
  let before: string | undefined;
  do {
    const page = await getCaseMessages(db, viewer, { id, before, limit: PAGE });
    messages = [...page.items, ...messages];
    before = page.olderCursor ?? undefined;
  } while (before);
  return messages;
}

async function caseTimeline(db: DB, viewer: Viewer, id: string) {
  type Entry = Awaited<ReturnType<typeof getCaseTimeline>>["items"][number];
  const entries: Entry[] = [];
  let before: string | undefined;
  do {
    const page = await getCaseTimeline(db, viewer, { id, before, limit: PAGE });
    entries.push(...page.items);
    before = page.nextCursor ?? undefined;
  } while (before);
  return entries;
}

export async function caseEntry(opts: { db: DB; zip: ZipFiles; viewer: Viewer; t: TFunction; locale: AppLocale; detail: CaseDetail }) {
  const { db, zip, viewer, t, locale, detail } = opts;
  const deleted = t("cases:page.deletedAccount");
  const messages = await caseThread(db, viewer, detail.id);
  const facts = {
    id: detail.id,
    reference: detail.reference,
    title_ar: detail.title_ar,
    title_en: detail.title_en,
    your_role: detail.capacity,
    status: detail.status,
    created_at: detail.created_at,
    closed_at: detail.closed_at,
  };
  if (detail.capacity !== "client") {
    // Addendum of 026: an assigned lawyer takes their own messages and the names of the documents they
    // uploaded; the client's file (their documents, fees, hearings, the rest of the thread) stays with the firm.
    const me = viewer.user.id;
    const documents = detail.documents
      .map((d) => ({ file_name: d.file_name, versions: d.versions.filter((v) => v.uploaded_by === me).map((v) => ({ id: v.id, version: v.version, size: v.size, created_at: v.created_at, file: null })) }))
      .filter((d) => d.versions.length > 0);
    return {
      ...facts,
      scope: "own_contributions" as const,
      assigned_at: detail.lawyers.find((l) => l.id === me)?.assigned_at ?? null,
      messages: messages.filter((m) => m.mine).map((m) => ({ id: m.id, body: m.body, created_at: m.created_at, attachments: m.attachments.map((a) => ({ id: a.id, file_name: a.file_name, file: null })) })),
      documents,
    };
  }
  const timeline = await caseTimeline(db, viewer, detail.id);
  const versions = detail.documents.flatMap((d) => d.versions);
  const keys = versions.length
    ? await db.selectFrom("case_documents").select(["id", "storage_key"]).where("case_id", "=", detail.id).where("id", "in", versions.map((v) => v.id)).execute()
    : [];
  const paths = new Map<string, string | null>();
  for (const v of versions) {
    const key = keys.find((k) => k.id === v.id)?.storage_key;
    const dot = v.file_name.lastIndexOf(".");
    // Every version is kept under its own name: contract.pdf, contract-v2.pdf, ...
    const name = v.version > 1 ? (dot > 0 ? `${v.file_name.slice(0, dot)}-v${v.version}${v.file_name.slice(dot)}` : `${v.file_name}-v${v.version}`) : v.file_name;
    paths.set(v.id, key ? await zip.add({ folder: `files/cases/${sanitizeFileName(detail.reference)}`, name, bucket: CASE_FILES_BUCKET, key }) : null);
  }
  return {
    ...facts,
    scope: "full" as const,
    description: detail.description,
    service_area: detail.service_area,
    court: detail.court ? { ar: detail.court.ar, en: detail.court.en } : null,
    court_case_number: detail.court_case_number,
    opposing_party: detail.opposing_party,
    next_step: detail.next_step,
    next_step_due: detail.next_step_due,
    client: detail.client_name,
    company: detail.company ? { legal_name_ar: detail.company.legal_name_ar, legal_name_en: detail.company.legal_name_en } : null,
    consultation_reference: detail.consultation?.reference ?? null,
    lawyers: detail.lawyers.map((l) => ({ name_ar: l.name_ar, name_en: l.name_en, title_ar: l.title_ar, title_en: l.title_en, assigned_at: l.assigned_at })),
    hearings: detail.hearings.map((h) => ({ id: h.id, starts_at: h.starts_at, court: h.court ? { ar: h.court.ar, en: h.court.en } : null, chamber: h.chamber, purpose: h.purpose, outcome: h.outcome, status: h.status })),
    milestones: detail.milestones.map((m) => ({
      id: m.id,
      title_ar: m.title_ar,
      title_en: m.title_en,
      fee_qar: m.fee_qar,
      state: m.state,
      due_on: m.due_on,
      done_at: m.done_at,
      invoiced_at: m.invoiced_at,
      paid_at: m.paid_at,
    })),
    totals: detail.totals,
    documents: detail.documents.map((d) => ({
      file_name: d.file_name,
      versions: d.versions.map((v) => ({
        id: v.id,
        version: v.version,
        content_type: v.content_type,
        size: v.size,
        uploaded_by: v.uploaded_by_name ?? deleted,
        created_at: v.created_at,
        file: paths.get(v.id) ?? null,
      })),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author_name ?? deleted,
      author_side: m.author_side,
      mine: m.mine,
      body: m.body,
      created_at: m.created_at,
      attachments: m.attachments.map((a) => ({ id: a.id, file_name: a.file_name, file: paths.get(a.id) ?? null })),
    })),
    timeline: timeline.map((e) => ({ id: e.id, type: e.type, text: timelineText(t, e, locale), by: e.actor_name, created_at: e.created_at })),
  };
}

// ------------------------------------------------------------------ the whole copy

/**
 * Everything about one person, as plain data in their language, and the files of the ZIP by their path
 * (each data entry with a file names that path in `file`; null when storage no longer holds it).
 */
