import { sql } from "kysely";
import type { DB } from "#db/index";
import type { ServicePageVersionKind } from "#db/schema";
import { recordAudit, changedFields, type AuditActor } from "#server/audit/record";
import { AppError } from "#server/errors/app-error";
import { getServicePage, publishServicePage, toContent } from "./queries";
import { storedContent, type ServicePageContent } from "./schemas";
import { isCreatableServiceSlug } from "./slugs";

/**
 * The back office's editor of service pages (issue 10 §4): drafts, previews, publication and versions.
 *
 * - The live page is the row in service_pages; what the public sees never changes until "publish".
 * - An edit is saved as the page's draft (service_page_drafts). A page created here is only a draft
 *   until its first publication, so it is not public before.
 * - Every save, publication and restore writes the content it produced to service_page_versions, in
 *   the same transaction as the change and its audit row, numbered per page. The number of the latest
 *   version is the page's change counter: a write based on an older one is refused (edit_conflict), so
 *   two admins never overwrite each other unknowingly.
 * - The first time a seeded page is touched, its live content is kept as version "original" first, so
 *   the firm's text before any edit can always be restored.
 */

/** A connection or a transaction (a Transaction is a Kysely). */
type Trx = DB;

interface EditorContext {
  db: DB;
  actor: AuditActor & { viewer: NonNullable<AuditActor["viewer"]> };
}

const ENTITY = "service_page";

/** Serialises every write to one page (two admins saving at once take turns, then the later one is refused). */
async function lockPage(trx: Trx, slug: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`service_page:${slug}`}))`.execute(trx);
}

async function latestVersionOf(db: Trx, slug: string): Promise<number> {
  const row = await db
    .selectFrom("service_page_versions")
    .select((eb) => eb.fn.max<number | null>("number").as("latest"))
    .where("slug", "=", slug)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

async function draftOf(db: Trx, slug: string) {
  const row = await db.selectFrom("service_page_drafts").select(["content", "updated_at", "updated_by"]).where("slug", "=", slug).executeTakeFirst();
  return row ? { ...row, content: storedContent(row.content) } : undefined;
}

async function addVersion(
  trx: Trx,
  opts: { slug: string; kind: ServicePageVersionKind; content: ServicePageContent; by: string | null; restoredFrom?: number },
): Promise<number> {
  const number = (await latestVersionOf(trx, opts.slug)) + 1;
  await trx
    .insertInto("service_page_versions")
    .values({
      slug: opts.slug,
      number,
      kind: opts.kind,
      content: JSON.stringify(opts.content),
      restored_from: opts.restoredFrom ?? null,
      created_by: opts.by,
    })
    .execute();
  return number;
}

/** The seeded text of a page becomes version "original" before the first change from the back office. */
/** The page locked with its live version and its draft, which must exist (publish, discard), edited from the latest version. */
async function lockedDraft(trx: Trx, opts: { slug: string; baseVersion: number }) {
  await lockPage(trx, opts.slug);
  const [live, draft] = await Promise.all([getServicePage(trx, opts.slug), draftOf(trx, opts.slug)]);
  if (!live && !draft) throw new AppError("not_found");
  if (!draft) throw new AppError("no_draft");
  checkBase(await latestVersionOf(trx, opts.slug), opts.baseVersion);
  return { live, draft };
}

/** The page's draft becomes `content` (a saved edit, a restored version), whether or not it had one. */
async function writeDraft(trx: Trx, opts: { slug: string; content: ServicePageContent; by: string }) {
  await trx
    .insertInto("service_page_drafts")
    .values({ slug: opts.slug, content: JSON.stringify(opts.content), updated_by: opts.by })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ content: JSON.stringify(opts.content), updated_at: sql<Date>`now()`, updated_by: opts.by }))
    .execute();
}

async function keepOriginal(trx: Trx, slug: string) {
  if ((await latestVersionOf(trx, slug)) > 0) return;
  const live = await getServicePage(trx, slug);
  if (live) await addVersion(trx, { slug, kind: "original", content: toContent(live), by: null });
}

function checkBase(latest: number, baseVersion: number) {
  if (latest !== baseVersion) throw new AppError("edit_conflict");
}

/** Objects with their keys sorted, so content read back from JSONB (which reorders keys) compares equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/** A page's content as one flat record ("ar.title", "en.steps", "feeQar"...), so the audit shows what changed. */
export function flattenContent(content: ServicePageContent | null): Record<string, unknown> {
  if (!content) return {};
  const { ar, en, slug: _slug, ...shared } = content;
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shared)) flat[key] = canonical(value);
  for (const [lang, text] of [["ar", ar], ["en", en]] as const) {
    for (const [key, value] of Object.entries(text)) flat[`${lang}.${key}`] = canonical(value);
  }
  return flat;
}

function diff(before: ServicePageContent | null, after: ServicePageContent) {
  const was = flattenContent(before);
  const now = flattenContent(after);
  return before ? changedFields(was, now) : { before: null, after: now };
}

/**
 * A new page, saved as its first draft. The slug must be free (no live page, no draft) and one the
 * back office may create (under /services/ or /company-services/, not a fixed route of spec §2).
 */
export async function createServicePage(ctx: EditorContext, content: ServicePageContent) {
  if (!isCreatableServiceSlug(content.slug)) throw new AppError("slug_reserved");
  return ctx.db.transaction().execute(async (trx) => {
    await lockPage(trx, content.slug);
    const [live, draft] = await Promise.all([
      trx.selectFrom("service_pages").select("slug").where("slug", "=", content.slug).executeTakeFirst(),
      draftOf(trx, content.slug),
    ]);
    if (live || draft) throw new AppError("slug_taken");
    await checkRelated(trx, content);
    await trx
      .insertInto("service_page_drafts")
      .values({ slug: content.slug, content: JSON.stringify(content), updated_by: ctx.actor.viewer.user.id })
      .execute();
    const version = await addVersion(trx, { slug: content.slug, kind: "draft", content, by: ctx.actor.viewer.user.id });
    await recordAudit(trx, ctx.actor, {
      action: "service_page.create",
      entityType: ENTITY,
      entityId: content.slug,
      summary: `${content.slug}: ${content.en.title} / ${content.ar.title} (draft, version ${version})`,
      after: flattenContent(content),
    });
    return { slug: content.slug, version };
  });
}

/** Every related page must exist (live, or a draft of a new page) and differ from the page itself. */
async function checkRelated(trx: Trx, content: ServicePageContent) {
  if (content.relatedSlugs.length === 0) return;
  const [live, drafts] = await Promise.all([
    trx.selectFrom("service_pages").select("slug").where("slug", "in", content.relatedSlugs).execute(),
    trx.selectFrom("service_page_drafts").select("slug").where("slug", "in", content.relatedSlugs).execute(),
  ]);
  const known = new Set([...live, ...drafts].map((r) => r.slug));
  if (content.relatedSlugs.some((slug) => !known.has(slug) || slug === content.slug)) throw new AppError("related_page_unknown");
}

/** Saves an edit as the page's draft (the live page is untouched) and keeps it as a new version. */
export async function saveServiceDraft(ctx: EditorContext, opts: { content: ServicePageContent; baseVersion: number }) {
  const { content } = opts;
  return ctx.db.transaction().execute(async (trx) => {
    await lockPage(trx, content.slug);
    const [live, draft] = await Promise.all([getServicePage(trx, content.slug), draftOf(trx, content.slug)]);
    if (!live && !draft) throw new AppError("not_found");
    checkBase(await latestVersionOf(trx, content.slug), opts.baseVersion);
    await checkRelated(trx, content);
    await keepOriginal(trx, content.slug);
    const previous = draft ? draft.content : toContent(live!);
    await writeDraft(trx, { slug: content.slug, content, by: ctx.actor.viewer.user.id });
    const version = await addVersion(trx, { slug: content.slug, kind: "draft", content, by: ctx.actor.viewer.user.id });
    const changes = diff(previous, content);
    await recordAudit(trx, ctx.actor, {
      action: "service_page.save",
      entityType: ENTITY,
      entityId: content.slug,
      summary: `${content.slug}: draft saved (version ${version})`,
      ...changes,
    });
    return { slug: content.slug, version };
  });
}

/**
 * Makes the draft the live page, at once: the public page, the overview's links and the sitemap read
 * service_pages. The draft is removed; what went live is kept as a "published" version.
 */
export async function publishServiceDraft(ctx: EditorContext, opts: { slug: string; baseVersion: number }) {
  return ctx.db.transaction().execute(async (trx) => {
    const { live, draft } = await lockedDraft(trx, opts);
    await checkRelated(trx, draft.content);
    await keepOriginal(trx, opts.slug);
    await publishServicePage(trx, { page: draft.content, editorId: ctx.actor.viewer.user.id });
    await trx.deleteFrom("service_page_drafts").where("slug", "=", opts.slug).execute();
    const version = await addVersion(trx, { slug: opts.slug, kind: "published", content: draft.content, by: ctx.actor.viewer.user.id });
    await recordAudit(trx, ctx.actor, {
      action: "service_page.publish",
      entityType: ENTITY,
      entityId: opts.slug,
      summary: `${opts.slug}: published (version ${version})${live ? "" : ", first publication"}`,
      ...diff(live ? toContent(live) : null, draft.content),
    });
    return { slug: opts.slug, version };
  });
}

/** Copies an earlier version into the draft, to be previewed and published like any edit. */
export async function restoreServiceVersion(ctx: EditorContext, opts: { slug: string; number: number; baseVersion: number }) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPage(trx, opts.slug);
    const [live, draft] = await Promise.all([getServicePage(trx, opts.slug), draftOf(trx, opts.slug)]);
    if (!live && !draft) throw new AppError("not_found");
    const source = await trx
      .selectFrom("service_page_versions")
      .select(["content", "kind"])
      .where("slug", "=", opts.slug)
      .where("number", "=", opts.number)
      .executeTakeFirst();
    if (!source) throw new AppError("not_found");
    checkBase(await latestVersionOf(trx, opts.slug), opts.baseVersion);
    // A related page may have gone since (a discarded draft): drop such links rather than refuse the restore.
    const content = await withExistingRelated(trx, storedContent(source.content));
    await keepOriginal(trx, opts.slug);
    const previous = draft ? draft.content : toContent(live!);
    await writeDraft(trx, { slug: opts.slug, content, by: ctx.actor.viewer.user.id });
    const version = await addVersion(trx, { slug: opts.slug, kind: "restored", content, by: ctx.actor.viewer.user.id, restoredFrom: opts.number });
    await recordAudit(trx, ctx.actor, {
      action: "service_page.restore",
      entityType: ENTITY,
      entityId: opts.slug,
      summary: `${opts.slug}: version ${opts.number} restored into the draft (version ${version})`,
      ...diff(previous, content),
    });
    return { slug: opts.slug, version };
  });
}

async function withExistingRelated(trx: Trx, content: ServicePageContent): Promise<ServicePageContent> {
  if (content.relatedSlugs.length === 0) return content;
  const [live, drafts] = await Promise.all([
    trx.selectFrom("service_pages").select("slug").where("slug", "in", content.relatedSlugs).execute(),
    trx.selectFrom("service_page_drafts").select("slug").where("slug", "in", content.relatedSlugs).execute(),
  ]);
  const known = new Set([...live, ...drafts].map((r) => r.slug));
  return { ...content, relatedSlugs: content.relatedSlugs.filter((slug) => known.has(slug) && slug !== content.slug) };
}

/**
 * Drops the draft; the live page stays as it is. A page that was never published goes with its
 * draft (its versions stay, so the history is kept).
 */
export async function discardServiceDraft(ctx: EditorContext, opts: { slug: string; baseVersion: number }) {
  return ctx.db.transaction().execute(async (trx) => {
    const { live, draft } = await lockedDraft(trx, opts);
    await trx.deleteFrom("service_page_drafts").where("slug", "=", opts.slug).execute();
    await recordAudit(trx, ctx.actor, {
      action: "service_page.discard",
      entityType: ENTITY,
      entityId: opts.slug,
      summary: `${opts.slug}: draft discarded${live ? "" : " (the page was never published and is gone)"}`,
      ...diff(draft.content, live ? toContent(live) : draft.content),
    });
    return { slug: opts.slug, deleted: !live };
  });
}
