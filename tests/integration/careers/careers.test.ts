import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { CAREERS_BUCKET, CV_MAX_BYTES } from "#server/careers/constants";
import { getEnv } from "#server/config/env";
import { readOutbox } from "#server/mail/outbox";
import { getStorage, isDiskStorage } from "#server/storage/index";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { EXE_BYTES, PNG_BYTES } from "../../setup/file-fixtures";
import { insertPosting, makeDocx, makePlainZip } from "../../setup/publications";
import { fieldErrorsOf, postRequest, runRoute } from "../../setup/routes";
import { makeSamplePdf } from "../../../scripts/sample-pdf";

let db: DB;
let cleanup: () => Promise<void>;
let postingId: string;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  postingId = await insertPosting(db, { title_en: "Associate lawyer" });
});
afterAll(() => cleanup());

const PDF = makeSamplePdf(["Curriculum vitae"]);
const COVER_LETTER = "I would like to join your litigation team. I have five years of experience before Qatar's courts.";
let emailCounter = 0;
const nextEmail = () => `applicant${++emailCounter}@example.qa`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    postingId,
    fullName: "Aisha Al-Thani",
    email: nextEmail(),
    phone: "+974 5555 1234",
    coverLetter: COVER_LETTER,
    locale: "en" as const,
    cv: { fileName: "aisha-cv.pdf", bytes: PDF as Uint8Array | null },
    ...overrides,
  };
}

function storedCvFiles(): string[] {
  const dir = path.join(getEnv().DATA_DIR, "storage", CAREERS_BUCKET, "applications");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function countApplications() {
  const row = await db.selectFrom("job_applications").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("careers.listOpen / byId (issue 3 §4)", () => {
  it("lists open postings only: closed and not-yet-published ones are hidden and not found", async () => {
    const closed = await insertPosting(db, { closes_at: new Date(Date.now() - 1000), title_en: "Closed role" });
    const future = await insertPosting(db, { published_at: new Date(Date.now() + 86_400_000), title_en: "Future role" });
    const caller = anonymousCaller(db);
    const open = await caller.careers.listOpen();
    expect(open.map((p) => p.id)).toContain(postingId);
    expect(open.map((p) => p.id)).not.toContain(closed);
    expect(open.map((p) => p.id)).not.toContain(future);
    expect(open.find((p) => p.id === postingId)).toMatchObject({ requirements_en: ["A law degree"], employment_type: "full_time" });
    for (const id of [closed, future, "nope"]) {
      await expect(caller.careers.byId({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe("careers.submitApplication (issue 3 §4)", () => {
  it("stores the application and its PDF privately, and mails the applicant (both languages, theirs first) and the firm", async () => {
    const admin = await userWithRole(db, "admin");
    const input = application();
    await expect(anonymousCaller(db).careers.submitApplication(input)).resolves.toEqual({ received: true });
    const row = await db.selectFrom("job_applications").selectAll().where("email", "=", input.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ posting_id: postingId, full_name: "Aisha Al-Thani", phone: "+974 5555 1234", cv_content_type: "application/pdf", locale: "en" });
    expect(row.cv_key).toBe(`applications/${row.id}.pdf`);
    expect(row.cv_file_name).toBe("aisha-cv.pdf");
    const stored = await getStorage().get({ bucket: CAREERS_BUCKET, key: row.cv_key });
    expect(stored?.contentType).toBe("application/pdf");
    expect(Buffer.from(stored!.body).equals(Buffer.from(PDF))).toBe(true);

    const [confirmation] = await readOutbox({ to: input.email });
    expect(confirmation!.subject.indexOf("We received your application")).toBe(0);
    expect(confirmation!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(confirmation!.text).toContain("Associate lawyer");
    expect(confirmation!.text).not.toContain(COVER_LETTER);

    const firmMails = (await readOutbox({ to: getEnv().FIRM_EMAIL })).filter((m) => m.text.includes(input.email));
    expect(firmMails).toHaveLength(1);
    expect(firmMails[0]!.text).toContain(COVER_LETTER);
    expect(firmMails[0]!.text).toContain(`/careers/applications/${row.id}/cv`);
    expect(getEnv().FIRM_EMAIL).toBe("office@qanun.example");

    // The firm's admins are told in the app too, with a link to the application (issue 29).
    const notices = await db.selectFrom("notifications").select(["user_id", "data"]).where("type", "=", "admin_job_application").execute();
    expect(notices.map((n) => n.user_id)).toEqual([admin.userId]);
    expect(notices[0]!.data).toMatchObject({ href: `/dashboard/admin/inbox/applications/${row.id}` });
  });

  it("accepts a Word .docx CV, recognised by its content", async () => {
    const input = application({ cv: { fileName: "cv.docx", bytes: makeDocx() } });
    await anonymousCaller(db).careers.submitApplication(input);
    const row = await db.selectFrom("job_applications").selectAll().where("email", "=", input.email).executeTakeFirstOrThrow();
    expect(row.cv_content_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(row.cv_key).toMatch(/\.docx$/);
  });

  it("refuses an .exe renamed .pdf, an image, a plain ZIP, an empty file and a CV over 5 MB, and stores nothing", async () => {
    const before = { rows: await countApplications(), files: storedCvFiles().length };
    const cases: [Uint8Array | null, string][] = [
      [EXE_BYTES, "file_type_not_allowed"],
      [PNG_BYTES, "file_type_not_allowed"],
      [makePlainZip(), "file_type_not_allowed"],
      [new Uint8Array(0), "file_required"],
      [null, "file_too_large"],
      [new Uint8Array(CV_MAX_BYTES + 1).fill(0x25), "file_too_large"],
    ];
    for (const [bytes, code] of cases) {
      const input = application({ cv: { fileName: "cv.pdf", bytes } });
      await expect(anonymousCaller(db).careers.submitApplication(input)).rejects.toMatchObject({ code: "BAD_REQUEST", cause: expect.objectContaining({ code }) });
      expect(await readOutbox({ to: input.email })).toHaveLength(0);
    }
    expect(await countApplications()).toBe(before.rows);
    expect(storedCvFiles()).toHaveLength(before.files);
  });

  it("refuses empty or malformed fields before anything is stored", async () => {
    const before = await countApplications();
    const caller = anonymousCaller(db);
    for (const overrides of [{ fullName: "" }, { email: "not-an-email" }, { phone: "abc" }, { coverLetter: "too short" }, { fullName: "<script>x</script>" }]) {
      await expect(caller.careers.submitApplication(application(overrides))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await countApplications()).toBe(before);
  });

  it("refuses a closed posting with its own message (issue 10 §4), and answers not found for an unknown one", async () => {
    const closed = await insertPosting(db, { closes_at: new Date(Date.now() - 1000) });
    await expect(anonymousCaller(db).careers.submitApplication(application({ postingId: closed }))).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { code: "posting_closed" } });
    for (const id of ["0badc0de-0000-4000-8000-00000000dead", "x"]) {
      await expect(anonymousCaller(db).careers.submitApplication(application({ postingId: id }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("drops a submission whose honeypot is filled: same answer, nothing stored or sent", async () => {
    const before = { rows: await countApplications(), files: storedCvFiles().length };
    const input = application({ website: "http://spam.example" });
    await expect(anonymousCaller(db).careers.submitApplication(input)).resolves.toEqual({ received: true });
    expect(await countApplications()).toBe(before.rows);
    expect(storedCvFiles()).toHaveLength(before.files);
    expect(await readOutbox({ to: input.email })).toHaveLength(0);
  });

  it("limits applications per email and per IP", async () => {
    const email = nextEmail();
    let lastError: unknown;
    for (let i = 0; i < 6; i++) {
      try {
        await anonymousCaller(db).careers.submitApplication(application({ email }));
      } catch (error) {
        lastError = error;
      }
    }
    expect(lastError).toMatchObject({ code: "TOO_MANY_REQUESTS", cause: expect.objectContaining({ code: "rate_limited" }) });
    expect((await db.selectFrom("job_applications").select("id").where("email", "=", email).execute()).length).toBe(5);

    process.env.FORM_IP_LIMIT = "2";
    try {
      const ip = "10.66.0.1";
      await anonymousCaller(db, { ip }).careers.submitApplication(application());
      await anonymousCaller(db, { ip }).careers.submitApplication(application());
      await expect(anonymousCaller(db, { ip }).careers.submitApplication(application())).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    } finally {
      delete process.env.FORM_IP_LIMIT;
    }
  });
});

describe("careers.cvDownloadUrl: CVs are private", () => {
  it("gives only an admin a short-lived link; anonymous visitors and other roles get nothing", async () => {
    const input = application();
    await anonymousCaller(db).careers.submitApplication(input);
    const row = await db.selectFrom("job_applications").select("id").where("email", "=", input.email).executeTakeFirstOrThrow();
    await expect(anonymousCaller(db).careers.cvDownloadUrl({ applicationId: row.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const role of ["individual", "lawyer", "company"] as const) {
      const { caller } = await userWithRole(db, role);
      await expect(caller.careers.cvDownloadUrl({ applicationId: row.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const admin = await userWithRole(db, "admin");
    const { url } = await admin.caller.careers.cvDownloadUrl({ applicationId: row.id });
    const storage = getStorage();
    expect(isDiskStorage(storage)).toBe(true);
    if (isDiskStorage(storage)) {
      const check = storage.verifySignedLink(new URL(url).searchParams);
      expect(check).toMatchObject({ ok: true, bucket: CAREERS_BUCKET, downloadName: "aisha-cv.pdf" });
    }
    await expect(admin.caller.careers.cvDownloadUrl({ applicationId: "0badc0de-0000-4000-8000-00000000dead" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the application form at /careers/{id} (route action, no JavaScript needed)", () => {
  function formData(overrides: Record<string, string | File | null> = {}) {
    const form = new FormData();
    const fields: Record<string, string | File | null> = {
      fullName: "Khalid Al-Marri",
      email: nextEmail(),
      phone: "٥٥٥٥١٢٣٤",
      coverLetter: COVER_LETTER,
      cv: new File([PDF as BlobPart], "khalid.pdf", { type: "application/pdf" }),
      ...overrides,
    };
    for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
    return form;
  }
  const url = () => `http://localhost:3000/careers/${postingId}`;

  it("stores a good application and redirects to the careers page with a flashed confirmation", async () => {
    const { action } = await import("~/routes/careers/$postingId/route");
    const form = formData();
    const email = form.get("email") as string;
    const result = await runRoute(() => action({ request: postRequest(url(), form, { lang: "ar" }), params: { postingId }, context: {} }));
    expect(result).toMatchObject({ kind: "response", status: 303 });
    if (result.kind === "response") {
      expect(result.headers.get("Location")).toBe("/careers?applied=1");
      expect(result.headers.get("Set-Cookie")).toContain("flash=");
    }
    const row = await db.selectFrom("job_applications").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.phone).toBe("55551234"); // Arabic-Indic digits become ASCII
    expect(row.locale).toBe("ar");
    const [mail] = await readOutbox({ to: email });
    expect(mail!.subject.indexOf("تلقّينا طلبك")).toBe(0); // Arabic first for an Arabic visitor
  });

  it("answers empty fields, a 20 MB CV and an .exe renamed .pdf with field errors (locale keys), storing nothing", async () => {
    const { action } = await import("~/routes/careers/$postingId/route");
    const before = { rows: await countApplications(), files: storedCvFiles().length };
    const post = (form: FormData) => runRoute(() => action({ request: postRequest(url(), form, { lang: "en" }), params: { postingId }, context: {} }));

    const empty = await post(formData({ fullName: "", email: "", phone: "", coverLetter: "", cv: null }));
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf((empty as { data: unknown }).data)).toEqual({
      fullName: ["validation.required"],
      email: ["validation.required"],
      phone: ["validation.required"],
      coverLetter: ["validation.required"],
      cv: ["validation.cvRequired"],
    });

    const huge = await post(formData({ cv: new File([new Uint8Array(20 * 1024 * 1024)], "big.pdf", { type: "application/pdf" }) }));
    expect(huge.status).toBe(400);
    expect(fieldErrorsOf((huge as { data: unknown }).data)).toEqual({ cv: ["validation.cvTooLarge"] });

    const exe = await post(formData({ cv: new File([EXE_BYTES as BlobPart], "invoice.pdf", { type: "application/pdf" }) }));
    expect(exe.status).toBe(400);
    expect(fieldErrorsOf((exe as { data: unknown }).data)).toEqual({ cv: ["validation.cvType"] });

    expect(await countApplications()).toBe(before.rows);
    expect(storedCvFiles()).toHaveLength(before.files);
  });

  it("answers 410 with the closed message for a closed posting (issue 10 §4), 404 for an unknown one", async () => {
    const closed = await insertPosting(db, { closes_at: new Date(Date.now() - 1000) });
    const { action, loader } = await import("~/routes/careers/$postingId/route");
    const posted = await runRoute(() => action({ request: postRequest(`http://localhost:3000/careers/${closed}`, formData()), params: { postingId: closed }, context: {} }));
    expect(posted.status).toBe(410);
    expect((posted as { data: { toast: { description: string } } }).data.toast.description).toBe("errors.posting_closed");
    const viewed = await runRoute(() => loader({ request: new Request(`http://localhost:3000/careers/${closed}`), params: { postingId: closed }, context: {} }));
    expect(viewed).toMatchObject({ status: 410, data: { isOpen: false } });
    const unknown = "0badc0de-0000-4000-8000-00000000dead";
    const missing = await runRoute(() => loader({ request: new Request(`http://localhost:3000/careers/${unknown}`), params: { postingId: unknown }, context: {} }));
    expect(missing.status).toBe(404);
  });
});
