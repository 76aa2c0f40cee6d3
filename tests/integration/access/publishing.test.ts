/**
 * Issue 10 §7: every new publishing procedure x every role. Only admins get through; anyone else is
 * refused by the procedure itself (UNAUTHORIZED signed out, FORBIDDEN signed in), and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { createTestDatabase } from "../../setup/db";
import { codeOf, inSeconds, libraryContent, makeRoles, pdfFile, ROLES, updateContent, type Caller, type Who } from "../../setup/publishing";

let db: DB;
let cleanup: () => Promise<void>;
let callers: Record<Who, Caller>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  callers = await makeRoles(db);
});
afterAll(() => cleanup());

type Fixture = { id: string; version: number };
interface Procedure {
  name: string;
  /** Makes the record one call needs, as the admin, in the state the call expects. */
  prepare?: () => Promise<Fixture>;
  call: (caller: Caller, fixture: Fixture) => Promise<unknown>;
}

const draftUpdate = async () => callers.admin.legalUpdates.admin.create(updateContent());
const scheduledUpdate = async () => {
  const draft = await draftUpdate();
  return callers.admin.legalUpdates.admin.schedule({ ...draft, publishAt: inSeconds(3600) });
};
const publishedUpdate = async () => callers.admin.legalUpdates.admin.publishNow(await draftUpdate());
const libraryItem = async (publish = false) => callers.admin.library.admin.create({ ...libraryContent(), publish, file: pdfFile() });

const PROCEDURES: Procedure[] = [
  { name: "legalUpdates.admin.list", call: (c) => c.legalUpdates.admin.list({ state: "draft" }) },
  { name: "legalUpdates.admin.byId", prepare: draftUpdate, call: (c, f) => c.legalUpdates.admin.byId({ id: f.id }) },
  { name: "legalUpdates.admin.preview", prepare: draftUpdate, call: (c, f) => c.legalUpdates.admin.preview({ id: f.id }) },
  { name: "legalUpdates.admin.authors", call: (c) => c.legalUpdates.admin.authors() },
  { name: "legalUpdates.admin.create", call: (c) => c.legalUpdates.admin.create(updateContent()) },
  { name: "legalUpdates.admin.save", prepare: draftUpdate, call: (c, f) => c.legalUpdates.admin.save({ ...updateContent(), ...f }) },
  { name: "legalUpdates.admin.schedule", prepare: draftUpdate, call: (c, f) => c.legalUpdates.admin.schedule({ ...f, publishAt: inSeconds(7200) }) },
  { name: "legalUpdates.admin.publishNow", prepare: draftUpdate, call: (c, f) => c.legalUpdates.admin.publishNow(f) },
  { name: "legalUpdates.admin.unschedule", prepare: scheduledUpdate, call: (c, f) => c.legalUpdates.admin.unschedule(f) },
  { name: "legalUpdates.admin.withdraw", prepare: publishedUpdate, call: (c, f) => c.legalUpdates.admin.withdraw(f) },
  { name: "library.admin.list", call: (c) => c.library.admin.list({ state: "unpublished" }) },
  { name: "library.admin.byId", prepare: () => libraryItem(), call: (c, f) => c.library.admin.byId({ id: f.id }) },
  { name: "library.admin.fileLink", prepare: () => libraryItem(), call: (c, f) => c.library.admin.fileLink({ id: f.id }) },
  { name: "library.admin.create", call: (c) => c.library.admin.create({ ...libraryContent(), publish: true, file: pdfFile() }) },
  { name: "library.admin.save", prepare: () => libraryItem(), call: (c, f) => c.library.admin.save({ ...libraryContent(), ...f }) },
  { name: "library.admin.replaceFile", prepare: () => libraryItem(), call: (c, f) => c.library.admin.replaceFile({ ...f, file: pdfFile("new.pdf") }) },
  { name: "library.admin.publish", prepare: () => libraryItem(false), call: (c, f) => c.library.admin.publish(f) },
  { name: "library.admin.unpublish", prepare: () => libraryItem(true), call: (c, f) => c.library.admin.unpublish(f) },
];

const expectedFor = (who: Who) => (who === "admin" ? "resolved" : who === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN");

async function fingerprint() {
  const [updates, items, audit] = await Promise.all([
    db.selectFrom("legal_updates").select(["id", "version", "status"]).orderBy("id").execute(),
    db.selectFrom("library_items").select(["id", "version", "status", "file_key"]).orderBy("id").execute(),
    db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ updates, items, audit: audit.n });
}

describe("publishing procedures: admins only, refused at the procedure", () => {
  for (const procedure of PROCEDURES) {
    it(`${procedure.name}: only the admin`, async () => {
      const fixture = procedure.prepare ? await procedure.prepare() : { id: "", version: 1 };
      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      // Everyone but the admin first: their refusals must leave every row (and the log) as it was.
      const before = await fingerprint();
      for (const who of ROLES.filter((w) => w !== "admin")) {
        expected[who] = expectedFor(who);
        actual[who] = await codeOf(procedure.call(callers[who], fixture)).catch(() => "threw");
      }
      expect(await fingerprint()).toBe(before);
      expected.admin = "resolved";
      actual.admin = await codeOf(procedure.call(callers.admin, fixture));
      expect(actual).toEqual(expected);
    });
  }
});
