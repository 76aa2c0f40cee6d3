import { sql } from "kysely";
import type { DB } from "#db/index";
import { getServicePage, toContent } from "./queries";
import { storedContent as stored } from "./schemas";

/** What the back office's editor of service pages reads (./editor.ts writes): the editor's page, the lists and previews. */

/** Everything the editor shows for one page: live content, draft, versions and the pages it may link to. */
export async function getServiceEditorData(db: DB, slug: string) {
  const [live, draft, versions, pages] = await Promise.all([
    getServicePage(db, slug),
    db
      .selectFrom("service_page_drafts")
      .leftJoin("user", "user.id", "service_page_drafts.updated_by")
      .select(["service_page_drafts.content", "service_page_drafts.updated_at", "user.name as updated_by_name"])
      .where("service_page_drafts.slug", "=", slug)
      .executeTakeFirst(),
    db
      .selectFrom("service_page_versions")
      .leftJoin("user", "user.id", "service_page_versions.created_by")
      .select([
        "service_page_versions.number",
        "service_page_versions.kind",
        "service_page_versions.restored_from",
        "service_page_versions.created_at",
        "user.name as created_by_name",
      ])
      .where("service_page_versions.slug", "=", slug)
      .orderBy("service_page_versions.number", "desc")
      .limit(200)
      .execute(),
    listEditablePages(db),
  ]);
  if (!live && !draft) return null;
  const editorName = live
    ? await db
        .selectFrom("service_pages")
        .leftJoin("user", "user.id", "service_pages.updated_by")
        .select("user.name")
        .where("service_pages.slug", "=", slug)
        .executeTakeFirst()
    : null;
  return {
    slug,
    live: live ? { content: toContent(live), updatedAt: live.updatedAt, updatedByName: editorName?.name ?? null } : null,
    draft: draft ? { content: stored(draft.content), updatedAt: new Date(draft.updated_at), updatedByName: draft.updated_by_name } : null,
    versions: versions.map((v) => ({
      number: v.number,
      kind: v.kind,
      restoredFrom: v.restored_from,
      createdAt: new Date(v.created_at),
      createdByName: v.created_by_name,
    })),
    latestVersion: versions[0]?.number ?? 0,
    pages: pages.filter((p) => p.slug !== slug),
  };
}

/** Every page an editor may link to: live pages and drafts of new ones, with their titles. */
export async function listEditablePages(db: DB) {
  const rows = await db
    .selectFrom("service_pages")
    .fullJoin("service_page_drafts", "service_page_drafts.slug", "service_pages.slug")
    .select([
      sql<string>`coalesce(service_pages.slug, service_page_drafts.slug)`.as("slug"),
      sql<string>`coalesce(service_pages.title_ar, service_page_drafts.content->'ar'->>'title')`.as("title_ar"),
      sql<string>`coalesce(service_pages.title_en, service_page_drafts.content->'en'->>'title')`.as("title_en"),
      sql<number>`coalesce(service_pages.sort_order, (service_page_drafts.content->>'sortOrder')::int)`.as("sort_order"),
    ])
    .orderBy("sort_order")
    .orderBy("slug")
    .execute();
  return rows.map((r) => ({ slug: r.slug, title: { ar: r.title_ar, en: r.title_en } }));
}

/**
 * The back office's list: every page, live or draft, with its state; `q` searches the titles in both
 * languages and the path (Arabic letter variants folded by content_fold, migration 0004).
 */
export async function listServicePagesForEditor(db: DB, opts: { q?: string; state: "all" | "live" | "draft" | "new" }) {
  let query = db
    .selectFrom("service_pages")
    .fullJoin("service_page_drafts", "service_page_drafts.slug", "service_pages.slug")
    .leftJoin("user as live_editor", "live_editor.id", "service_pages.updated_by")
    .leftJoin("user as draft_editor", "draft_editor.id", "service_page_drafts.updated_by")
    .select([
      sql<string>`coalesce(service_pages.slug, service_page_drafts.slug)`.as("slug"),
      sql<string>`coalesce(service_page_drafts.content->'ar'->>'title', service_pages.title_ar)`.as("title_ar"),
      sql<string>`coalesce(service_page_drafts.content->'en'->>'title', service_pages.title_en)`.as("title_en"),
      sql<boolean>`service_pages.slug is not null`.as("is_live"),
      sql<boolean>`service_page_drafts.slug is not null`.as("has_draft"),
      sql<number>`coalesce(service_pages.sort_order, (service_page_drafts.content->>'sortOrder')::int)`.as("sort_order"),
      sql<Date>`greatest(service_pages.updated_at, service_page_drafts.updated_at)`.as("updated_at"),
      sql<string | null>`case when service_page_drafts.updated_at is not null and (service_pages.updated_at is null or service_page_drafts.updated_at >= service_pages.updated_at) then draft_editor.name else live_editor.name end`.as(
        "updated_by_name",
      ),
    ]);
  if (opts.state === "live") query = query.where("service_pages.slug", "is not", null);
  if (opts.state === "draft") query = query.where("service_page_drafts.slug", "is not", null);
  if (opts.state === "new") query = query.where("service_pages.slug", "is", null);
  for (const term of (opts.q ?? "").split(/\s+/u).filter(Boolean).slice(0, 8)) {
    const escaped = term.slice(0, 64).replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(
      sql<boolean>`content_fold(concat_ws(' ', service_pages.slug, service_page_drafts.slug, service_pages.title_ar, service_pages.title_en,
        service_page_drafts.content->'ar'->>'title', service_page_drafts.content->'en'->>'title'))
        like '%' || content_fold(${escaped}) || '%' escape '\\'`,
    );
  }
  const rows = await query.orderBy("sort_order").orderBy("slug").limit(500).execute();
  return rows.map((r) => ({
    slug: r.slug,
    title: { ar: r.title_ar, en: r.title_en },
    isLive: r.is_live,
    hasDraft: r.has_draft,
    updatedAt: new Date(r.updated_at),
    updatedByName: r.updated_by_name,
  }));
}

/** What a preview shows: the draft (or the live page, or an earlier version) as the public page would. */
export async function getServicePreviewContent(db: DB, opts: { slug: string; version?: number }) {
  if (opts.version !== undefined) {
    const row = await db
      .selectFrom("service_page_versions")
      .select(["content", "number", "kind", "created_at"])
      .where("slug", "=", opts.slug)
      .where("number", "=", opts.version)
      .executeTakeFirst();
    return row ? { content: stored(row.content), source: "version" as const, number: row.number, updatedAt: new Date(row.created_at) } : null;
  }
  const draft = await db.selectFrom("service_page_drafts").select(["content", "updated_at"]).where("slug", "=", opts.slug).executeTakeFirst();
  if (draft) return { content: stored(draft.content), source: "draft" as const, number: null, updatedAt: new Date(draft.updated_at) };
  const live = await getServicePage(db, opts.slug);
  return live ? { content: toContent(live), source: "live" as const, number: null, updatedAt: live.updatedAt } : null;
}
