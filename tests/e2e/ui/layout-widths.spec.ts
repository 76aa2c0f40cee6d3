/**
 * Issue 29 "Small screens": every page type of every role (visitor, individual, company, lawyer, admin) at 320, 360, 768,
 * 1280 and 1920 px, in both languages, with real content (a case of the firm with a QL reference, long titles and fee
 * milestones with due dates, and the audit entries opening it wrote). At each width, in the page:
 * - nothing is wider than the viewport (document scrollWidth);
 * - the header stays one row (at most 80 px), and neither its items nor the main column's controls and headings overlap;
 * - no text is cut off by a box that hides its overflow without an ellipsis;
 * - no form control is clipped: by an ancestor that hides its overflow, by a scrolling box that gives no sign that it
 *   scrolls (only `.table-scroll`, which shows a shadow at the hidden edge, may hold controls out of view), or by itself
 *   (a select narrower than its chosen option, a button narrower than its label);
 * - no word or reference is broken across lines (a reference like QL-2026-000002 stays on one line; a short word is not
 *   split letter by letter), no phrase is set one word per line, and no two pieces of text are drawn over each other;
 * - scrolled to the end, the assistant's button covers no text and no control (the page reserves its corner).
 * Layout is CSS (the menus are <details>), so pages load without JavaScript; each page is loaded once and the viewport
 * resized through the widths, as a window dragged wider is. Axe checks every page type once per language (AXE_PAGES).
 * This walk took over the checks of the former tests/e2e/ui/layout.spec.ts (the page types at four widths, with the
 * header, overlap and cut-off checks and axe), which loaded the same pages a second time: decision 035.
 */
import { expect, request as playwrightRequest, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL, FIXTURE_LAWYER, LANGS, SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { caseWithLawyer } from "../cases/case-page-helpers";
import { setLang } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";
import { MAX_HEADER_HEIGHT } from "../support/page-types";
import { measureInPage, type Findings } from "../support/layout-measure";
import { authStatePath } from "../support/paths";

export const LAYOUT_WIDTHS = [320, 360, 768, 1280, 1920] as const;

type Session = "visitor" | "individual" | "company" | "lawyer" | "admin" | "caseLawyer";

interface Data {
  caseId: string;
  reference: string;
  lawyerUserId: string;
  lawyerCookie: string;
}

/** A page: its address (from the data made for the run), or the first link on a list page matching `link`. */
interface PageSpec {
  name: string;
  path: string | ((data: Data) => string);
  /** A detail page whose id the list page gives: the list at `path`, the first link whose address matches. */
  link?: RegExp;
}

/** The back office's pages under /dashboard/admin ("" its overview), and the case list. */
const ADMIN_LISTS = [
  "", "/verifications", "/standing", "/users", "/consultations", "/finance", "/services", "/services/new", "/updates", "/library", "/jobs", "/inbox/contact", "/inbox/applications", "/inbox/company-requests", "/reviews", "/chatbot", "/firm", "/engagement-terms", "/audit",
].map((rest) => `/dashboard/admin${rest}`);
ADMIN_LISTS.splice(5, 0, "/admin/cases");

/** Each role's page types. A test walks one role's list (the admin's in two halves) in one language. */
const ROLE_PAGES: Record<string, { session: Session; pages: PageSpec[] }> = {
  visitor: {
    session: "visitor",
    pages: [
      { name: "home", path: "/" },
      { name: "services", path: "/services" },
      { name: "service-page", path: "/services/commercial" },
      { name: "company-service-page", path: "/company-services/qfc-qicdrc/litigation" },
      { name: "directory", path: "/browse-law-firms" },
      { name: "lawyer-profile", path: `/lawyer-profile/${SAMPLE_LAWYER_ID}` },
      { name: "booking", path: "/consultations" },
      { name: "legal-updates", path: "/legal-updates" },
      { name: "legal-update", path: `/legal-updates/${SAMPLE_UPDATE_ID}` },
      { name: "legal-library", path: "/legal-library" },
      { name: "careers", path: "/careers" },
      { name: "job-posting", path: "/careers", link: /^\/careers\/[^/]+$/ },
      { name: "content-page", path: "/about" },
      { name: "contact", path: "/contact" },
      { name: "chatbot", path: "/chatbot" },
      { name: "sign-in", path: "/client-area" },
      { name: "sign-up", path: "/signup" },
      { name: "forgot-password", path: "/forgot-password" },
      { name: "account-closed", path: "/account-closed" },
      { name: "not-found", path: "/no-such-page" },
    ],
  },
  individual: {
    session: "individual",
    pages: [
      { name: "dashboard-user", path: "/dashboard/user" },
      { name: "case", path: (d) => `/case/${d.caseId}` },
      { name: "case-engagement", path: (d) => `/case/${d.caseId}/engagement` },
      { name: "booking-signed-in", path: "/consultations" },
      { name: "account-settings", path: "/account-settings" },
      { name: "two-factor-settings", path: "/account-settings/two-factor" },
      { name: "data-export", path: "/account-settings/data" },
      { name: "close-account", path: "/account-settings/delete" },
      { name: "notifications", path: "/notifications" },
    ],
  },
  company: {
    session: "company",
    pages: [
      ...["/dashboard/company", "/company-services/qfc-qicdrc/litigation", "/account-settings"].map((path) => ({ name: path, path })),
    ],
  },
  lawyer: {
    session: "lawyer",
    pages: [
      { name: "dashboard-lawyer", path: "/dashboard/lawyer" },
      { name: "lawyer-reviews", path: "/dashboard/lawyer/reviews" },
      { name: "lawyer-standing", path: "/dashboard/lawyer/standing" },
      { name: "lawyer-profile-own", path: `/lawyer-profile/${FIXTURE_LAWYER.id}` },
      { name: "notifications", path: "/notifications" },
    ],
  },
  "lawyer-case": {
    session: "caseLawyer",
    pages: [
      { name: "case-lawyer", path: (d: Data) => `/case/${d.caseId}` },
      { name: "case-engagement-lawyer", path: (d: Data) => `/case/${d.caseId}/engagement` },
    ],
  },
  "admin-1": {
    session: "admin",
    pages: [
      ...ADMIN_LISTS.slice(0, 10).map((path) => ({ name: path, path })),
      { name: "case-admin", path: (d: Data) => `/case/${d.caseId}` },
      { name: "user", path: (d: Data) => `/dashboard/admin/users/${d.lawyerUserId}` },
      { name: "verification", path: (d: Data) => `/dashboard/admin/verifications/${d.lawyerUserId}` },
    ],
  },
  "admin-2": {
    session: "admin",
    pages: [
      ...ADMIN_LISTS.slice(10).map((path) => ({ name: path, path })),
      { name: "update-edit", path: "/dashboard/admin/updates", link: /^\/dashboard\/admin\/updates\/[^/]+$/ },
      { name: "library-item", path: "/dashboard/admin/library", link: /^\/dashboard\/admin\/library\/[^/]+$/ },
      { name: "service-edit", path: "/dashboard/admin/services", link: /^\/dashboard\/admin\/services\/(?!new|preview)[^?#]+$/ },
      { name: "job-edit", path: "/dashboard/admin/jobs", link: /^\/dashboard\/admin\/jobs\/[^/]+$/ },
    ],
  },
};

// ------------------------------------------------------------------------------------------------ the data

let made: Promise<Data> | undefined;
/** Once per worker: a case of the fixture client with its own verified lawyer, a long title and three milestones. */
function data(): Promise<Data> {
  made ??= (async () => {
    const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const created = await caseWithLawyer(request, "layout-widths");
    const admin = fixtureSessionCookie("admin");
    const milestones = [
      { titleAr: "صياغة مذكرة الدفاع الأولى وتقديمها إلى المحكمة", titleEn: "Drafting and filing the first statement of defence", feeQar: 12500, dueOn: "2026-12-20" },
      { titleAr: "حضور الجلسات", titleEn: "Attending the hearings", feeQar: 8000, dueOn: "2027-01-15" },
      { titleAr: "الاستئناف", titleEn: "Appeal", feeQar: 15000 },
    ];
    for (const m of milestones) await trpcMutation(request, { path: "cases.addMilestone", cookie: admin, input: { id: created.id, ...m } });
    await request.dispose();
    return { caseId: created.id, reference: created.reference, lawyerUserId: created.lawyer.userId, lawyerCookie: created.lawyer.cookie };
  })();
  return made;
}

async function contextFor(browser: Browser, session: Session, lang: Lang, d: Data, javaScriptEnabled = false): Promise<BrowserContext> {
  const stored = session === "visitor" || session === "caseLawyer" ? undefined : authStatePath(session);
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled, ...(stored ? { storageState: stored } : {}) });
  if (session === "caseLawyer") await addSessionCookies(context, d.lawyerCookie);
  await setLang(context, lang);
  return context;
}

/**
 * Found by this walk and not fixed yet (issue 29): each is reported as an annotation, so the list only shrinks. Empty
 * since the publishing forms' rows, the standing form's roll, the new-case form's empty picker and the case page's
 * lawyers were mended.
 */
const KNOWN: { path: RegExp; finding: RegExp }[] = [];

/**
 * Issue 13 §4: axe on every page type (tests/e2e/support/page-types.ts: the walk's page of the same kind), each at a
 * phone's width in Arabic and a laptop's in English, so each width and each language is covered: in a second page of
 * the same session with JavaScript on (axe is a script), loaded once at that width.
 */
const AXE_WIDTH = { ar: 360, en: 1280 } as const;
const AXE_PAGES = new Set([
  ...["home", "services", "service-page", "company-service-page", "directory", "lawyer-profile", "booking", "legal-updates", "legal-update"],
  ...["legal-library", "careers", "content-page", "contact", "chatbot", "sign-in", "sign-up", "not-found", "dashboard-user", "case", "case-admin"],
  ...["account-settings", "notifications", "/dashboard/company", "dashboard-lawyer", "lawyer-reviews", "/admin/cases"],
  ...["/dashboard/admin", "/dashboard/admin/users", "/dashboard/admin/firm"],
]);

async function walk(page: Page, path: string, lang: Lang, axePage?: Page) {
  for (const [index, width] of LAYOUT_WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    if (index === 0) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} [${lang}]`).toBeLessThan(500);
    }
    const started = Date.now();
    const findings = await page.evaluate(measureInPage, MAX_HEADER_HEIGHT);
    if (process.env.LAYOUT_TIMING) console.log(`${path} ${width} ${Date.now() - started}ms`);
    const where = `${path} at ${width}px [${lang}]`;
    for (const key of Object.keys(findings) as (keyof Findings)[]) {
      const known = findings[key].filter((f) => KNOWN.some((k) => k.path.test(path) && k.finding.test(f)));
      for (const f of known) test.info().annotations.push({ type: "known layout issue", description: `${where}: ${f}` });
      findings[key] = findings[key].filter((f) => !known.includes(f));
    }
    expect.soft(findings.sideways, `content wider than the viewport on ${where}`).toEqual([]);
    expect.soft(findings.header, `the header more than one row on ${where}`).toEqual([]);
    expect.soft(findings.clipped, `clipped controls on ${where}`).toEqual([]);
    expect.soft(findings.broken, `words broken on ${where}`).toEqual([]);
    expect.soft(findings.overlapping, `text over text on ${where}`).toEqual([]);
    expect.soft(findings.covered, `under the assistant's button on ${where}`).toEqual([]);
    if (axePage && width === AXE_WIDTH[lang]) {
      // Axe runs its script in the page (it hangs where scripts are off): the same page, loaded with them, at this width.
      await axePage.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await axePage.goto(path);
      await expectNoAxeViolations(axePage, { what: where });
    }
  }
}

test.describe.configure({ mode: "parallel" });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "pages load without JavaScript in this spec itself; once is enough");
});

for (const lang of LANGS) {
  for (const [role, { session, pages }] of Object.entries(ROLE_PAGES)) {
    test(`every page of ${role} fits 320 to 1920 px [${lang}]`, async ({ browser }) => {
      test.setTimeout(240_000);
      const d = pages.some((p) => typeof p.path === "function") ? await data() : ({} as Data);
      const context = await contextFor(browser, session, lang, d);
      const page = await context.newPage();
      const axeContext = pages.some((p) => AXE_PAGES.has(p.name)) ? await contextFor(browser, session, lang, d, true) : undefined;
      const axePage = await axeContext?.newPage();
      for (const spec of pages) {
        let path = typeof spec.path === "function" ? spec.path(d) : spec.path;
        if (spec.link) {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(path);
          const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
          const found = hrefs.find((href) => spec.link!.test(href));
          expect(found, `a link to a ${spec.name} on ${path}`).toBeTruthy();
          path = found!;
        }
        await walk(page, path, lang, AXE_PAGES.has(spec.name) ? axePage : undefined);
      }
      await context.close();
      await axeContext?.close();
    });
  }
}
