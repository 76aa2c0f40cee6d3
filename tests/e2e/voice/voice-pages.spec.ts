/**
 * /voice-consultation in both languages, with JavaScript on and off: the explanation, the fee of the
 * carried-over lawyer, and the plain GET form into the booking flow with kind=voice and the chosen
 * voice mode (lawyer and service carried over). Without JavaScript: the call page explains that the
 * call needs JavaScript and offers the phone alternative, and the client adds a voice note by
 * uploading an audio file (a non-audio file is refused and nothing is added); the lawyer can play it.
 */
import { expect, test } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS } from "../support/fixtures";
import { createConfirmedAccount, exeBytes, expectDocumentLang, jsEnabled, open, setLang, signInOverHttp, t, tag } from "../support/helpers";
import { authStatePath } from "../support/paths";
import { acceptAsLawyer, addSessionCookies, bookVoice, qatarDate, wavBytes } from "./voice-helpers";

const qar = (value: number, lang: "ar" | "en") =>
  new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA", {
    style: "currency",
    currency: "QAR",
    maximumFractionDigits: 0,
  }).format(value);

for (const [index, lang] of LANGS.entries()) {
  test(`/voice-consultation explains the service and leads into booking a voice consultation [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, `/voice-consultation?lawyer=${FIXTURE_LAWYER.id}&service=family`);
    await expectDocumentLang(page, lang);
    await expect(page).toHaveTitle(t(lang, "pages:voiceConsultation.title"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", t(lang, "pages:voiceConsultation.description"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:voiceConsultation.heading"));
    for (const key of ["howHeading", "modesHeading", "prepareHeading", "privacyHeading", "feesHeading"]) {
      await expect(page.getByRole("heading", { name: t(lang, `voice:page.${key}`) })).toBeVisible();
    }
    const name = lang === "ar" ? FIXTURE_LAWYER.name_ar : FIXTURE_LAWYER.name_en;
    await expect(page.getByTestId("voice-fees")).toContainText(
      t(lang, "voice:page.feesLawyer", {
        name,
        fee: qar(FIXTURE_LAWYER.fees.voice, lang),
      }),
    );
    await expect(page.getByTestId("consultation-selection")).toContainText(name);
    await expect(page.getByTestId("consultation-selection")).toContainText(t(lang, "lawyers:areas.family"));

    await page.locator('input[name="voiceMode"][value="browser"]').check();
    await page.getByRole("button", { name: t(lang, "voice:page.continue") }).click();
    await page.waitForURL(/\/consultations\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      kind: "voice",
      voiceMode: "browser",
      lawyer: FIXTURE_LAWYER.id,
      service: "family",
    });
  });

  test(`without JavaScript: the call page offers the phone instead, and a voice note is uploaded as a file [${lang}]`, async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    test.skip(jsEnabled(testInfo), "the no-JavaScript path of the call page");
    test.setTimeout(90_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, {
      label: `voice-note-${tag(testInfo, lang)}`,
      lang,
    });
    const cookie = await signInOverHttp(request, email);
    const { id } = await bookVoice(request, {
      cookie,
      day: qatarDate(27 + index),
      voiceMode: "browser",
      description: `Voice note test ${tag(testInfo, lang)}: an unpaid invoice.`,
    });
    await acceptAsLawyer(request, id);
    await addSessionCookies(context, cookie);

    await open(page, `/consultations/${id}/call`);
    await expect(page.getByTestId("call-needs-js")).toHaveText(t(lang, "voice:call.noscriptClient", { phone: "+974 5555 1234" }));
    await expect(page.getByRole("button", { name: t(lang, "voice:call.join") })).toHaveCount(0);
    await expect(page.getByText(t(lang, "voice:note.none"))).toBeVisible();

    const upload = page.getByTestId("voice-note-upload");
    // Not audio: refused with a message in the visitor's language, nothing added.
    await upload.getByLabel(t(lang, "voice:note.fileLabel")).setInputFiles({
      name: "note.wav",
      mimeType: "audio/wav",
      buffer: exeBytes(),
    });
    await upload.getByRole("button", { name: t(lang, "voice:note.upload") }).click();
    await expect(upload.locator(".field-errors")).toHaveText(t(lang, "voice:note.errors.type"));
    await expect(page.getByTestId("voice-notes")).toHaveCount(0);
    // Nothing chosen.
    await upload.getByRole("button", { name: t(lang, "voice:note.upload") }).click();
    await expect(upload.locator(".field-errors")).toHaveText(t(lang, "voice:note.errors.required"));

    await upload.getByLabel(t(lang, "voice:note.fileLabel")).setInputFiles({
      name: "my-matter.wav",
      mimeType: "audio/wav",
      buffer: wavBytes(),
    });
    await upload.getByRole("button", { name: t(lang, "voice:note.upload") }).click();
    await expect(page.getByTestId("voice-note-saved")).toHaveText(t(lang, "voice:note.saved"));
    await expect(page.getByTestId("voice-notes").locator("li")).toHaveCount(1);
    await expect(page.getByTestId("voice-notes")).toContainText("my-matter.wav");

    // The lawyer sees and can play it (a short-lived signed link serving the audio).
    const lawyerContext = await browser.newContext({
      storageState: authStatePath("lawyer"),
      javaScriptEnabled: false,
    });
    await setLang(lawyerContext, lang);
    const lawyer = await lawyerContext.newPage();
    await lawyer.goto(`/consultations/${id}/call`);
    await expect(lawyer.getByTestId("call-needs-js")).toHaveText(t(lang, "voice:call.noscriptLawyer", { phone: "+974 5555 1234" }));
    await expect(lawyer.getByTestId("voice-note-upload")).toHaveCount(0);
    const src = await lawyer.getByTestId("voice-notes").locator("audio").getAttribute("src");
    expect(src).toBeTruthy();
    const audio = await lawyer.request.get(src!);
    expect(audio.status()).toBe(200);
    expect(audio.headers()["content-type"]).toContain("audio/wav");
    expect(Buffer.from(await audio.body()).equals(wavBytes())).toBe(true);
    await lawyerContext.close();
  });
}
