/**
 * Factories for issue 3's records (updates, library items, postings) and an Office file, reused by
 * the integration tests. Seeds (scripts/seed-publications.ts) write the same shapes.
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { DB } from "#db/index";
import type { LegalUpdatesTable } from "#db/schema";
import { upsertLibraryItem, type NewLibraryItem } from "#server/library/files";
import { getStorage } from "#server/storage/index";
import type { Insertable } from "kysely";
import { makeSamplePdf } from "../../scripts/sample-pdf";

/** A lawyers row (a directory entry), verified unless told; with no account unless `user_id` is given. */
export async function insertLawyer(db: DB, opts: { verified?: boolean; name_en?: string; name_ar?: string; user_id?: string | null } = {}) {
  const row = await db
    .insertInto("lawyers")
    .values({
      ...(opts.user_id !== undefined && { user_id: opts.user_id }),
      name_ar: opts.name_ar ?? "هند سالم",
      name_en: opts.name_en ?? "Hind Salem",
      title_ar: "محامية",
      title_en: "Lawyer",
      bio_ar: "نبذة",
      bio_en: "Bio",
      city: "doha",
      years_of_practice: 5,
      verified: opts.verified ?? true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let updateCounter = 0;
export async function insertUpdate(db: DB, overrides: Partial<Insertable<LegalUpdatesTable>> = {}) {
  const n = ++updateCounter;
  const row = await db
    .insertInto("legal_updates")
    .values({
      title_ar: `مستجد رقم ${n}`,
      title_en: `Update number ${n}`,
      summary_ar: "ملخص",
      summary_en: "Summary",
      body_ar: "نص",
      body_en: "Text",
      category: "commercial",
      published_at: new Date(Date.now() - n * 60_000),
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLibraryItem(db: DB, overrides: Partial<NewLibraryItem> = {}) {
  const item: NewLibraryItem = {
    id: crypto.randomUUID(),
    kind: "guide",
    title_ar: "دليل عام",
    title_en: "General guide",
    summary_ar: "ملخص الدليل",
    summary_en: "Guide summary",
    jurisdiction: "qatar",
    year: 2024,
    document_language: "both",
    file_name: "guide.pdf",
    content_type: "application/pdf",
    body: makeSamplePdf(["Test library file"]),
    ...overrides,
  };
  await upsertLibraryItem({ db, storage: getStorage(), item });
  return item;
}

/** An open job posting, closing in 30 days and published an hour ago unless told otherwise. */
export async function insertPosting(db: DB, overrides: { closes_at?: Date; published_at?: Date; title_en?: string; title_ar?: string } = {}) {
  const row = await db
    .insertInto("job_postings")
    .values({
      title_ar: overrides.title_ar ?? "محامٍ مشارك",
      title_en: overrides.title_en ?? "Associate lawyer",
      description_ar: "وصف الوظيفة",
      description_en: "About the role",
      requirements_ar: ["شهادة في القانون"],
      requirements_en: ["A law degree"],
      location_ar: "الدوحة",
      location_en: "Doha",
      employment_type: "full_time",
      closes_at: overrides.closes_at ?? new Date(Date.now() + 30 * 24 * 3600 * 1000),
      published_at: overrides.published_at ?? new Date(Date.now() - 3600 * 1000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ZIP with stored (uncompressed) entries: the container of Office files. */
function makeZip(entries: { name: string; content: string }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.content, "utf8");
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/** A minimal Word .docx (what Word itself writes at the least): content types, relationships, word/document.xml. */
export function makeDocx(text = "Curriculum vitae"): Uint8Array {
  return makeZip([
    {
      name: "[Content_Types].xml",
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** A ZIP that is not an Office document (e.g. a zipped folder renamed .docx). */
export function makePlainZip(): Uint8Array {
  return makeZip([{ name: "notes.txt", content: "hello" }]);
}
