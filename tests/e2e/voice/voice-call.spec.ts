/**
 * The in-browser call (issue 4 §2): a fresh client books a voice consultation "in the browser" with
 * the fixture lawyer over HTTP and the lawyer confirms it; both open /consultations/{id}/call in
 * their own browser context with fake media devices, join, and the test reads each side's
 * RTCPeerConnection statistics: audio packets are sent and received both ways. Then the client mutes
 * (its track is disabled) and hangs up; before that the lawyer reloads the page and the call resumes (the lawyer sees that the client left). A third user gets 404.
 * Also: a recorded voice note (MediaRecorder on the fake microphone) and a video consultation on the
 * same page (audio and video packets both ways, camera off).
 * Needs JavaScript: runs in the "js" project only. The e2e server opens calls from now
 * (CALL_JOIN_EARLY_MINUTES), so a slot weeks ahead (days 25 and 26, which no other spec uses) can be joined.
 */
import { expect, test, type Page } from "@playwright/test";
import config from "../../../playwright.config";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, jsEnabled, setLang, signInOverHttp, t, tag, waitForHydration } from "../support/helpers";
import { authStatePath } from "../support/paths";
import { acceptAsLawyer, addSessionCookies, bookVoice, qatarDate } from "./voice-helpers";

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [
      ...(baseLaunch.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

/** Packets of one media kind in the page's call so far: received (inbound-rtp) and sent (outbound-rtp). */
async function audioPackets(page: Page, kind: "audio" | "video" = "audio"): Promise<{ received: number; sent: number }> {
  return page.evaluate(async (kind) => {
    const pc = window.__qanunCall?.pc;
    if (!pc) return { received: 0, sent: 0 };
    let received = 0;
    let sent = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; packetsReceived?: number; packetsSent?: number }) => {
      if (report.type === "inbound-rtp" && report.kind === kind) received += report.packetsReceived ?? 0;
      if (report.type === "outbound-rtp" && report.kind === kind) sent += report.packetsSent ?? 0;
    });
    return { received, sent };
  }, kind);
}

for (const [index, lang] of LANGS.entries()) {
  test(`client and lawyer talk in the browser: audio flows both ways, mute, hang up [${lang}]`, async ({ browser, request }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the in-browser call needs JavaScript");
    test.setTimeout(120_000);
    const email = await createConfirmedAccount(request, {
      label: `voice-call-${tag(testInfo, lang)}`,
      name: `Caller ${tag(testInfo, lang)}`,
      lang,
    });
    const cookie = await signInOverHttp(request, email);
    const { id } = await bookVoice(request, {
      cookie,
      day: qatarDate(25 + index),
      voiceMode: "browser",
      description: `Voice call test ${tag(testInfo, lang)}: a tenancy dispute.`,
    });
    await acceptAsLawyer(request, id);

    const clientContext = await browser.newContext();
    await setLang(clientContext, lang);
    await addSessionCookies(clientContext, cookie);
    const lawyerContext = await browser.newContext({
      storageState: authStatePath("lawyer"),
    });
    await setLang(lawyerContext, lang);
    const client = await clientContext.newPage();
    const lawyer = await lawyerContext.newPage();

    // The client joins first; the lawyer comes later (the order must not matter).
    await client.goto(`/consultations/${id}/call`);
    await waitForHydration(client);
    await client.getByRole("button", { name: t(lang, "voice:call.join") }).click();
    await expect(client.getByTestId("call-panel")).toHaveAttribute("data-call-state", "waiting");

    await lawyer.goto(`/consultations/${id}/call`);
    await waitForHydration(lawyer);
    await lawyer.getByRole("button", { name: t(lang, "voice:call.join") }).click();

    for (const page of [client, lawyer]) {
      await expect(page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "connected", { timeout: 20_000 });
      await expect(page.getByTestId("call-state")).toContainText(t(lang, "voice:call.state.connected"));
    }
    for (const page of [client, lawyer]) {
      await expect
        .poll(
          async () => {
            const packets = await audioPackets(page);
            return packets.received > 0 && packets.sent > 0;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    }

    // The lawyer reloads the page mid-call and joins again: the call comes back.
    await lawyer.reload();
    await waitForHydration(lawyer);
    await lawyer.getByRole("button", { name: t(lang, "voice:call.join") }).click();
    for (const page of [client, lawyer]) {
      await expect(page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "connected", { timeout: 20_000 });
    }
    await expect
      .poll(async () => (await audioPackets(lawyer)).received > 0, {
        timeout: 20_000,
      })
      .toBe(true);

    // Mute: the button says so and the microphone track is off.
    await client.getByRole("button", { name: t(lang, "voice:call.mute") }).click();
    await expect(client.getByRole("button", { name: t(lang, "voice:call.unmute") })).toHaveAttribute("aria-pressed", "true");
    expect(await client.evaluate(() => window.__qanunCall?.pc?.getSenders().every((sender) => sender.track?.enabled === false))).toBe(true);
    await expect(client.getByText(t(lang, "voice:call.muted"))).toBeVisible();

    // Hang up: the client's call ends, the lawyer is told the client left.
    await client.getByRole("button", { name: t(lang, "voice:call.hangUp") }).click();
    await expect(client.getByTestId("call-panel")).toHaveAttribute("data-call-state", "ended");
    await expect(client.getByRole("button", { name: t(lang, "voice:call.rejoin") })).toBeVisible();
    await expect(lawyer.getByTestId("call-panel")).toHaveAttribute("data-call-state", "otherLeft");

    // Nobody else can open the call or its events.
    const strangerEmail = await createConfirmedAccount(request, {
      label: `voice-stranger-${tag(testInfo, lang)}`,
      lang,
    });
    const strangerCookie = await signInOverHttp(request, strangerEmail);
    for (const path of [`/consultations/${id}/call`, `/api/calls/${id}/events`]) {
      const response = await request.get(path, {
        headers: { Cookie: strangerCookie },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(404);
    }
    const anonymous = await request.get(`/api/calls/${id}/events`, {
      headers: { Cookie: "" },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(404);

    await clientContext.close();
    await lawyerContext.close();
  });
}

for (const [index, lang] of LANGS.entries()) {
  test(`the client records a voice note in the browser and saves it [${lang}]`, async ({ browser, request }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "recording needs JavaScript");
    test.setTimeout(90_000);
    const email = await createConfirmedAccount(request, {
      label: `voice-rec-${tag(testInfo, lang)}`,
      lang,
    });
    const cookie = await signInOverHttp(request, email);
    // Phone mode and not yet confirmed: the voice note is for any voice consultation before it happens.
    const { id } = await bookVoice(request, {
      cookie,
      day: qatarDate(25 + index),
      voiceMode: "phone",
      description: `Recorded note test ${tag(testInfo, lang)}.`,
    });
    const context = await browser.newContext();
    await setLang(context, lang);
    await addSessionCookies(context, cookie);
    const page = await context.newPage();
    await page.goto(`/consultations/${id}/call`);
    await waitForHydration(page);
    await expect(page.getByTestId("call-phone")).toHaveText(t(lang, "voice:call.phoneClient", { phone: "+974 5555 1234" }));
    const recorder = page.getByTestId("voice-recorder");
    await recorder.getByRole("button", { name: t(lang, "voice:note.record") }).click();
    await expect(recorder.getByRole("status")).toContainText(t(lang, "voice:note.recording", { time: "" }).trim());
    await page.waitForTimeout(2500);
    await recorder.getByRole("button", { name: t(lang, "voice:note.stop") }).click();
    await recorder.getByRole("button", { name: t(lang, "voice:note.save") }).click();
    await expect(page.getByTestId("voice-note-saved")).toHaveText(t(lang, "voice:note.saved"));
    const item = page.getByTestId("voice-notes").locator("li");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${t(lang, "voice:note.recordedName")}.webm`);
    const src = await item.locator("audio").getAttribute("src");
    const audio = await page.request.get(src!);
    expect(audio.status()).toBe(200);
    expect(audio.headers()["content-type"]).toContain("audio/webm");
    expect((await audio.body()).byteLength).toBeGreaterThan(1000);
    await context.close();
  });
}

for (const [index, lang] of LANGS.entries()) {
  test(`a video consultation is held on the same call page: audio and video flow both ways [${lang}]`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the in-browser call needs JavaScript");
    test.setTimeout(120_000);
    const email = await createConfirmedAccount(request, { label: `video-call-${tag(testInfo, lang)}`, lang });
    const cookie = await signInOverHttp(request, email);
    const { id } = await bookVoice(request, {
      cookie,
      day: qatarDate(26 - index),
      kind: "video",
      description: `Video call test ${tag(testInfo, lang)}.`,
    });
    await acceptAsLawyer(request, id);
    const clientContext = await browser.newContext();
    await setLang(clientContext, lang);
    await addSessionCookies(clientContext, cookie);
    const lawyerContext = await browser.newContext({ storageState: authStatePath("lawyer") });
    await setLang(lawyerContext, lang);
    const pages = [await clientContext.newPage(), await lawyerContext.newPage()];
    for (const page of pages) {
      await page.goto(`/consultations/${id}/call`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t(lang, "voice:call.headingVideo", { reference: "" }).trim());
      await page.getByRole("button", { name: t(lang, "voice:call.join") }).click();
    }
    for (const page of pages) {
      await expect(page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "connected", { timeout: 20_000 });
      for (const kind of ["audio", "video"] as const) {
        await expect
          .poll(
            async () => {
              const packets = await audioPackets(page, kind);
              return `${kind}: received ${packets.received > 0}, sent ${packets.sent > 0}`;
            },
            { timeout: 20_000 },
          )
          .toBe(`${kind}: received true, sent true`);
      }
    }
    await pages[0]!.getByRole("button", { name: t(lang, "voice:call.cameraOff") }).click();
    expect(
      await pages[0]!.evaluate(() => window.__qanunCall?.pc?.getSenders().find((s) => s.track?.kind === "video")?.track?.enabled),
    ).toBe(false);
    await pages[1]!.getByRole("button", { name: t(lang, "voice:call.hangUp") }).click();
    await expect(pages[0]!.getByTestId("call-panel")).toHaveAttribute("data-call-state", "otherLeft");
    await clientContext.close();
    await lawyerContext.close();
  });
}
