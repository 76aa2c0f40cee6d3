/**
 * Helpers for the specs: the page language, the outbox of the test server, toasts (inline without
 * JavaScript, one at a time in the viewport with it), fixture files and account set-up.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { base32 } from "@better-auth/utils/base32";
import { claimTotpCode, wrongTotpCode } from "./totp";
import { ACCOUNTS, BASE_URL, DATA_DIR_FILE, FIXTURE_TOTP_RAW_SECRET, PASSWORD, TWO_FACTOR_ROLES, type Lang } from "./fixtures";

// ---------------------------------------------------------------- language

type Json = { [key: string]: Json | string };
const bundles = new Map<string, Json>();

function bundle(lang: Lang, ns: string): Json {
  const id = `${lang}/${ns}`;
  let json = bundles.get(id);
  if (!json) {
    json = JSON.parse(fs.readFileSync(path.resolve("app/locales", lang, `${ns}.json`), "utf8")) as Json;
    bundles.set(id, json);
  }
  return json;
}

/**
 * The app's own text for a key ("ns:a.b", common by default), with {{param}} filled in; a number in
 * {{param, number}} is written in the page's digits as the app's formatter writes it (app/i18n/config.ts).
 */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  let node: Json | string | undefined = bundle(lang, ns);
  for (const part of rest.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = params[name];
    if (format === "number" && typeof value === "number") return new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA").format(value);
    return String(value ?? "");
  });
}

export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");

/** The language cookie the server reads (app/i18n/i18next.server.ts: name `lang`). */
export async function setLang(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: "lang", value: lang, url: BASE_URL }]);
}

export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** Waits until React has hydrated the document (its fiber is attached to <main>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return Boolean(main && Object.keys(main).some((key) => key.startsWith("__reactFiber")));
  });
}

/**
 * Opens a page and, when the project runs JavaScript, waits for hydration: React resets some input
 * properties while it hydrates, so a form touched before that may lose what the test did.
 */
export async function open(page: Page, url: string) {
  await page.goto(url);
  if (jsEnabled(test.info())) await waitForHydration(page);
}

export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dirOf(lang));
}

// ---------------------------------------------------------------- unique values

/** A fresh address per test, so per-email rate limits and existing accounts never interfere. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString("hex")}@example.qa`;
}

export function tag(testInfo: TestInfo, lang: Lang): string {
  return `${testInfo.project.name}-${lang}`;
}

// ---------------------------------------------------------------- data folder and outbox

export function dataDir(): string {
  return fs.readFileSync(DATA_DIR_FILE, "utf8").trim();
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The messages the server wrote to DATA_DIR/outbox (the .json sidecars; see server/mail/transport.ts). */
export function readOutbox(to?: string): Mail[] {
  const dir = path.join(dataDir(), "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Mail)
    .filter((mail) => !to || mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the newest mail to `to` whose text has a link to `pathPrefix`, and returns that link. */
export async function waitForMailLink(to: string, pathPrefix: string, opts: { after?: number; timeout?: number } = {}) {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox(to).filter((m) => !opts.after || Date.parse(m.createdAt) >= opts.after);
        for (const mail of mails.reverse()) {
          const found = linksIn(mail.text).find((url) => url.startsWith(BASE_URL + pathPrefix));
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { timeout: opts.timeout ?? 15_000, message: `a mail to ${to} with a link to ${pathPrefix}` },
    )
    .toBe(true);
  return link!;
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

// ---------------------------------------------------------------- stored files

/** Every file under DATA_DIR/storage, as paths relative to it (metadata tree left out). */
export function storedFiles(): string[] {
  const root = path.join(dataDir(), "storage");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((rel) => !rel.split(path.sep).includes(".meta"))
    .filter((rel) => fs.statSync(path.join(root, rel)).isFile())
    .map((rel) => rel.split(path.sep).join("/"));
}

/** A small, valid PDF (one empty page). */
export function pdfBytes(note = "Qanun e2e"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = `%PDF-1.4\n%${note}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Windows executable bytes (an "MZ" header), to be sent under a .pdf name. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

// ---------------------------------------------------------------- toasts

/**
 * The toasts the page shows, as text. Without JavaScript they are all in the page; with it they
 * go to the viewport one at a time, so each is read and dismissed in turn. Waits for at least `min`.
 */
export async function readToasts(page: Page, testInfo: TestInfo, min = 1): Promise<string[]> {
  if (!jsEnabled(testInfo)) {
    // The page may still be streaming: read the toasts once the document has loaded.
    await page.waitForLoadState("load");
    const inline = page.locator('[data-testid="toast-list"] [data-testid="toast"]');
    if (min > 0) await expect(inline.nth(min - 1)).toBeVisible();
    return inline.allInnerTexts();
  }
  await waitForHydration(page);
  await expect(page.locator('[data-testid="toast-list"]')).toHaveCount(0);
  const current = page.locator('.toast-viewport [data-testid="toast"]');
  const texts: string[] = [];
  for (let i = 0; i < 12; i++) {
    if (texts.length < min) await expect(current).toBeVisible();
    else if (!(await current.isVisible())) break;
    const text = await current.innerText();
    const raw = await current.evaluate((el) => el.textContent);
    texts.push(text);
    const shown = await current.elementHandle();
    // Closed through this very toast: one that times out or is replaced while its close button is being waited on
    // would otherwise leave the locator waiting for a button that is gone (or click the next toast's).
    await shown?.evaluate((el) => {
      if (el.isConnected) el.querySelector<HTMLButtonElement>("button.toast-close")?.click();
    });
    // The next toast may carry the same text (two saves in a row): wait for this element to go.
    await page.waitForFunction(
      ([previous, node]) => {
        const el = document.querySelector('.toast-viewport [data-testid="toast"]');
        return !el || el !== node || !node?.isConnected || el.textContent !== previous;
      },
      [raw, shown] as const,
    );
  }
  return texts;
}

export function expectToastIn(toasts: string[], ...parts: string[]) {
  const found = toasts.some((text) => parts.every((part) => text.includes(part)));
  expect(found, `a toast with ${JSON.stringify(parts)} among ${JSON.stringify(toasts)}`).toBe(true);
}

// ---------------------------------------------------------------- accounts

// ---------------------------------------------------------------- two-factor sign-in (issue 12 §1)

/** Base32 TOTP secrets of the accounts this worker knows (the fixtures, and those enrolled by a spec). */
const totpSecrets = new Map<string, string>(
  TWO_FACTOR_ROLES.map((role) => [ACCOUNTS[role].email, base32.encode(new TextEncoder().encode(FIXTURE_TOTP_RAW_SECRET), { padding: false })]),
);

export function rememberTotpSecret(email: string, secret: string) {
  totpSecrets.set(email.toLowerCase(), secret);
}

/**
 * An unused 6-digit code for a Base32 secret (or for the known secret of an account's email): the server
 * accepts each code once (issue 25 §6), so each call claims its own (./totp.ts).
 */
export async function totpCode(secretOrEmail: string): Promise<string> {
  return claimTotpCode(rawSecretOf(secretOrEmail));
}

/** A code the server refuses now for a Base32 secret (or an account's known one), claiming none (./totp.ts). */
export function wrongTotpCodeFor(secretOrEmail: string): Promise<string> {
  return wrongTotpCode(rawSecretOf(secretOrEmail));
}

/** The raw bytes of a Base32 secret, or of the known secret of an account's email. */
function rawSecretOf(secretOrEmail: string): Uint8Array {
  const secret = totpSecrets.get(secretOrEmail.toLowerCase()) ?? secretOrEmail;
  return base32.decode(secret.toUpperCase());
}

/** The second step of a sign-in on /client-area/two-factor, with the code of the account's known secret. */
export async function passSecondStep(page: Page, lang: Lang, email: string) {
  await page.getByLabel(t(lang, "twoFactor:fields.code")).fill(await totpCode(email));
  await page.getByRole("button", { name: t(lang, "twoFactor:signIn.submit") }).click();
  await page.waitForURL((url) => url.pathname !== "/client-area/two-factor");
}

/**
 * Turns two-factor sign-in on through /account-settings/two-factor in the browser (a signed-in page),
 * as a person does: password, the secret shown under the QR code, the first code, the recovery codes.
 * Returns the secret and the codes; the worker remembers the secret for later sign-ins.
 */
export async function enrolThroughPage(page: Page, lang: Lang, email: string, password = PASSWORD) {
  if (new URL(page.url()).pathname !== "/account-settings/two-factor") await open(page, "/account-settings/two-factor");
  // A lawyer lands here by a redirect, not through open(): a password typed before React hydrates is lost.
  else if (jsEnabled(test.info())) await waitForHydration(page);
  if ((await page.getByTestId("totp-secret").count()) === 0) {
    await page.getByLabel(t(lang, "auth:fields.password")).fill(password);
    await page.getByRole("button", { name: t(lang, "twoFactor:settings.start") }).click();
  }
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  rememberTotpSecret(email, secret);
  await page.getByLabel(t(lang, "twoFactor:fields.code")).fill(await totpCode(secret));
  await page.getByRole("button", { name: t(lang, "twoFactor:setup.confirm") }).click();
  await expect(page.getByTestId("recovery-codes")).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-code").allTextContents();
  return { secret, recoveryCodes };
}

/**
 * Signs in through the /client-area form (JS on or off alike) and waits to leave the page; an account
 * with two-factor sign-in whose secret this worker knows passes the second step too.
 */
export async function signInThroughForm(page: Page, lang: Lang, email: string, password = PASSWORD) {
  await open(page, "/client-area");
  await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
  await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/client-area");
  if (new URL(page.url()).pathname === "/client-area/two-factor" && totpSecrets.has(email.toLowerCase())) await passSecondStep(page, lang, email);
}

/**
 * A confirmed account made the way a person makes one, over plain HTTP: the sign-up form post,
 * then the confirmation link from the outbox. Returns its email.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  opts: { label: string; name?: string; userType?: "individual" | "company" | "lawyer"; lang?: Lang },
): Promise<string> {
  const email = uniqueEmail(opts.label);
  const headers = { Origin: BASE_URL, Cookie: `lang=${opts.lang ?? "ar"}` };
  const signUp = await request.post("/signup", {
    headers,
    form: { fullName: opts.name ?? "Test Person", email, password: PASSWORD, userType: opts.userType ?? "individual" },
    maxRedirects: 0,
  });
  expect(signUp.status(), await signUp.text()).toBe(302);
  const link = await waitForMailLink(email, "/verify-email");
  const token = new URL(link).searchParams.get("token")!;
  const verify = await request.post("/verify-email", { headers, form: { token }, maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  // Follow the redirect so its "email confirmed" toast is shown and spent here: left in the shared cookie jar,
  // it would appear on the page's next screen and race the toast the test is looking for.
  await request.get(verify.headers().location ?? "/", { headers });
  return email;
}

const cookiePairs = (response: { headersArray(): { name: string; value: string }[] }) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0]!)
    .filter((c) => !c.endsWith("="));

/**
 * A session over plain HTTP, through the sign-in form's action (and the second step's, for an account
 * with two-factor sign-in whose secret this worker knows); returns the cookie header.
 */
export async function signInOverHttp(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const headers = { Origin: BASE_URL, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" };
  let response = await request.post("/client-area", { headers, form: { email, password, intent: "password" }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  if (response.headers().location?.startsWith("/client-area/two-factor")) {
    const challenge = cookiePairs(response).join("; ");
    response = await request.post("/client-area/two-factor", {
      headers: { ...headers, Cookie: challenge },
      form: { intent: "totp", code: await totpCode(email) },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(302);
  }
  const cookies = cookiePairs(response).filter((c) => c.includes("session_token"));
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join("; ");
}

/**
 * Turns two-factor sign-in on over plain HTTP for a signed-in account (its session cookie), through the
 * settings page's forms. better-auth replaces the session when it turns it on: returns the new cookie.
 */
export async function enrolOverHttp(request: APIRequestContext, email: string, cookie: string, password = PASSWORD): Promise<string> {
  const headers = { Origin: BASE_URL, Cookie: cookie };
  const start = await request.post("/account-settings/two-factor", { headers, form: { intent: "start", password }, maxRedirects: 0 });
  expect(start.status(), await start.text()).toBe(302);
  const page = await (await request.get("/account-settings/two-factor", { headers })).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
  expect(secret, "the enrolment page shows the secret").toBeTruthy();
  rememberTotpSecret(email, secret!);
  const confirm = await request.post("/account-settings/two-factor", { headers, form: { intent: "confirm", code: await totpCode(secret!) }, maxRedirects: 0 });
  expect(confirm.status(), await confirm.text()).toBe(302);
  const renewed = cookiePairs(confirm).filter((c) => c.includes("session_token"));
  expect(renewed.length).toBeGreaterThan(0);
  return renewed.join("; ");
}
