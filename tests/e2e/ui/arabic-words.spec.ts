/**
 * Issue 13 §2, "no English words left on Arabic pages (tags, statuses, labels, emails)": every page type
 * (../support/page-types.ts), in Arabic, signed in as its user, has no Latin word in its text, title or
 * accessible names except the few in ALLOWED, which are the same in both languages. (Emails in Arabic:
 * tests/integration/mail; statuses and labels also through check:locales.)
 *
 * The pages are read on a server of this spec's own (../support/own-server.ts) with fresh content: the demo
 * accounts and their sample consultations and cases (scripts/seed-demo.ts) and the sample lawyers and
 * publications (scripts/seed-data.ts). On the suite's shared server the scan read what other specs create
 * (publications titled with random Latin tokens) and failed on data, not on the interface. The page types'
 * paths and roles name the shared server's fixtures: each is mapped below to its equivalent here, and a path
 * or role that cannot be mapped fails the test rather than being skipped; a few pages of the demo content that
 * no page type names are read too (OWN_PAGES). Needs PostgreSQL: skips itself when it is not running.
 *
 * The same text is read a second time for ASCII digits (decision 023): quantities, dates and times are written in
 * Arabic-Indic digits on an Arabic page; the digits of identifiers are data, isolated and so not read.
 */
import { DEMO_BILLING_CASE } from "../../../scripts/demo-billing-case";
import { expect, test } from "@playwright/test";
import { FIXTURE_CASE, FIXTURE_LAWYER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_PROVIDER_NAME, SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID, type FixtureRole } from "../support/fixtures";
import { PAGE_TYPES, type PageType } from "../support/page-types";
import { postgresAvailable, startOwnServer, type OwnServer } from "../support/own-server";

/** Latin words that are the same on an Arabic page; each is interface text that has no Arabic form. */
const ALLOWED = new Set([
  // The language switch names the other language in that language.
  "English",
  // File formats and feeds by their names (upload hints, the CV's "PDF أو Word", the case list's export, the
  // publications' feed).
  "PDF", "JPEG", "PNG", "WebP", "Word", "CSV", "RSS",
  // Doha's offset, as written beside "بتوقيت الدوحة" (hearings, the lawyer's weekly hours).
  "UTC+3",
  // An institution known by its Latin initials, after its Arabic name (the company services' QICDRC page).
  "QICDRC",
  // Calendar apps by their brand names (the lawyer's hearing calendar: "تقويم Google أو Outlook أو تقويم Apple").
  "Google", "Outlook", "Apple",
  // Search examples that show a Latin spelling is understood ("إيجار أو lease", "محمد أو Mohammed").
  "lease", "Mohammed",
]);

/**
 * ASCII digits that may stand outside data on an Arabic page (decision 023: quantities, dates and times in
 * Arabic-Indic digits; identifiers isolated). Keep it short: a number that is data (a reference, a phone) is
 * isolated in its component (<bdi>, isolate(), <BidiText>), not listed here.
 */
const ALLOWED_DIGITS = new Set<string>([]);

type Credentials = { email: string; password: string; totpSecret?: string };

/**
 * Pages of this server's own content that no page type names, read the same way: a consultation's page (its
 * status, timeline and actions) for the client and for the lawyer, the company's case (written in English by its
 * people: the interface around it must still be Arabic), the demo lawyer's profile, the admin's consultation
 * queue and a user's record. `{key}` in a path is an id found in beforeAll.
 */
const OWN_PAGES: readonly PageType[] = [
  { name: "consultation", path: "/consultations/{consultation}", as: "individual" },
  { name: "consultation-lawyer", path: "/consultations/{consultation}", as: "lawyer" },
  { name: "case-company", path: "/case/{companyCase}", as: "company" },
  { name: "demo-lawyer-profile", path: "/lawyer-profile/{demoLawyer}" },
  { name: "admin-consultations", path: "/dashboard/admin/consultations", as: "admin" },
  { name: "admin-user", path: "/dashboard/admin/users/{individual}", as: "admin" },
];

let server: OwnServer | null = null;
/** The session cookies of each role's demo account, signed in once (a TOTP code serves one sign-in). */
const cookiesOf = new Map<FixtureRole, Awaited<ReturnType<OwnServer["signIn"]>>>();
/** The shared server's fixture ids that page types' paths carry, and what stands for each on this server. */
const ownIds = new Map<string, string>();
/** The ids OWN_PAGES' paths name. */
const demoIds = new Map<string, string>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  // Here, not in beforeEach, so that the other projects do not start a server for nothing.
  test.skip(testInfo.project.name !== "js", "the words are the server's; JavaScript does not change them");
  test.skip(!(await postgresAvailable()), "PostgreSQL is not running on 127.0.0.1:5432");
  test.setTimeout(180_000);
  // A provider configured as on the suite's server, so the sign-in page shows its button (its name is data).
  server = await startOwnServer({
    label: "arabic_words",
    env: { REMINDER_INTERVAL_MS: "0", OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME },
  });
  const { demo } = server;
  const one = async (what: string, text: string, values: unknown[]) => {
    const { rows } = await server!.sql(text, values);
    expect(rows, what).toHaveLength(1);
    return rows[0].id as string;
  };

  // The demo individual's sample case, opened by the demo admin and assigned to the demo lawyer (as FIXTURE_CASE is).
  // (Not the billing sample case of scripts/seed-demo-billing.ts, which the same person holds.)
  ownIds.set(
    FIXTURE_CASE.id,
    await one("the demo individual's case", `select c.id from cases c join "user" u on u.id = c.client_id where u.email = $1 and c.title_en <> $2`, [demo.email, DEMO_BILLING_CASE.titleEn]),
  );
  ownIds.set(FIXTURE_LAWYER.id, demo.lawyerId);
  // The sample lawyers and publications of scripts/seed-data.ts keep their ids: the server seeds them on every start.
  for (const id of [SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID]) ownIds.set(id, id);

  demoIds.set("consultation", await one("the demo individual's waiting request", `select c.id from consultations c join "user" u on u.id = c.client_id where u.email = $1 and c.status = 'requested'`, [demo.email]));
  demoIds.set("companyCase", await one("the demo company's case", `select c.id from cases c join "user" u on u.id = c.client_id where u.email = $1`, [demo.company.email]));
  demoIds.set("demoLawyer", demo.lawyerId);
  demoIds.set("individual", await one("the demo individual", `select id from "user" where email = $1`, [demo.email]));

  const accountOf: Record<FixtureRole, Credentials | null> = {
    individual: { email: demo.email, password: demo.password },
    company: demo.company,
    lawyer: demo.lawyer,
    admin: demo.admin,
    // No demo account has no role; a page type signed in as one needs it added here.
    unset: null,
  };
  for (const role of new Set([...PAGE_TYPES, ...OWN_PAGES].flatMap((type) => (type.as ? [type.as] : [])))) {
    const account = accountOf[role];
    if (!account) throw new Error(`no account on the spec's own server for the role "${role}"`);
    cookiesOf.set(role, await server.signIn(account));
  }
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A page type's path on this server: every id in it replaced by its equivalent here, or an error. */
function pageTypePath(type: PageType): string {
  return type.path.replace(UUID, (id) => {
    const own = ownIds.get(id);
    if (!own) throw new Error(`page type ${type.name}: ${id} in ${type.path} has no equivalent on the spec's own server; map it in beforeAll`);
    return own;
  });
}

/** One of OWN_PAGES' paths with its ids filled in. */
function ownPagePath(type: PageType): string {
  return type.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const id = demoIds.get(key);
    if (!id) throw new Error(`page ${type.name}: no id for {${key}}; find it in beforeAll`);
    return id;
  });
}

for (const [type, pathOf] of [...PAGE_TYPES.map((type) => [type, pageTypePath] as const), ...OWN_PAGES.map((type) => [type, ownPagePath] as const)]) {
  test(`no English words and no ASCII digits on the Arabic ${type.name} page [ar]`, async ({ browser }) => {
    const base = server!.base;
    const path = pathOf(type);
    const context = await browser.newContext({ baseURL: base });
    await context.addCookies([{ name: "lang", value: "ar", url: base }, ...(type.as ? cookiesOf.get(type.as)! : [])]);
    const page = await context.newPage();
    const response = await page.goto(path);
    // The page itself, not a sign-in form or an error page that a missing id or role would give instead.
    expect(response?.status(), `status of ${path}`).toBe(type.name === "not-found" ? 404 : 200);
    expect(new URL(page.url()).pathname, `${path} was not redirected`).toBe(new URL(path, base).pathname);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // No stray NUL bytes (React 18's streaming renderer left some where an Arabic letter met the end of its 2 KB
    // view, shown as "�" in attributes; entry.server.tsx now renders to a string, which has no such views).
    expect((await response!.body()).includes(0), `NUL bytes in ${path}`).toBe(false);

    const texts = await page.evaluate(() => {
      // People's names, addresses and references are data, set apart for the bidi algorithm (<bdi>, dir="auto",
      // dir="ltr"; docs/decisions/023): left out of the reading, the interface around them is what is checked.
      const hideData = document.createElement("style");
      hideData.textContent = 'bdi, [dir="auto"], [dir="ltr"], [translate="no"] { display: none !important; }';
      document.head.append(hideData);
      const attributes = ["aria-label", "title", "placeholder", "alt"];
      const read = [
        { where: "text", text: document.body.innerText },
        { where: "<title>", text: document.title },
        ...[...document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")].flatMap((el) =>
          attributes.flatMap((name) => (el.hasAttribute(name) ? [{ where: `${el.localName} ${name}`, text: el.getAttribute(name)! }] : [])),
        ),
      ];
      hideData.remove();
      return read;
    });
    const found = new Map<string, string>();
    const digits = new Map<string, string>();
    const around = (read: string, index: number, length: number) => read.slice(Math.max(0, index - 50), index + length + 50).replace(/\s+/g, " ").trim();
    for (const { where, text } of texts) {
      // Data inside a sentence or an attribute, where no <bdi> can go, is isolated with U+2066-U+2068 ... U+2069
      // (decision 023; isolate() in app/utils/format.ts); addresses and links are data too.
      const read = text.replace(/[\u2066-\u2068][^\u2066-\u2069]*\u2069/g, " ").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
      for (const match of read.matchAll(/[A-Za-z][A-Za-z0-9+:]*/g)) {
        const word = match[0];
        if (!/[A-Za-z]{2,}/.test(word) || ALLOWED.has(word) || found.has(word)) continue;
        found.set(word, `${where}: …${around(read, match.index, word.length)}…`);
      }
      // Decision 023: quantities, dates and times in the page's digits (Arabic-Indic here); identifiers (references,
      // phones, codes) are data, isolated above. A run of letters, digits and +-: with a Latin letter in it is a
      // Latin token (UTC+3, MP3, 1Password), whose digits belong to it.
      for (const match of read.matchAll(/[A-Za-z0-9+\-:]*[0-9][A-Za-z0-9+\-:]*/g)) {
        const token = match[0];
        if (/[A-Za-z]/.test(token) || ALLOWED_DIGITS.has(token) || digits.has(token)) continue;
        digits.set(token, `${where}: …${around(read, match.index, token.length)}…`);
      }
    }
    // Each word with the text around it, so a failure says where it is.
    expect([...found].map(([word, text]) => `${word} (${text})`), `English words on ${path} (page type ${type.name})`).toEqual([]);
    expect([...digits].map(([token, text]) => `${token} (${text})`), `ASCII digits on ${path} (page type ${type.name})`).toEqual([]);
    await context.close();
  });
}
