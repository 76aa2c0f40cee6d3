import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "#server/config/env";
import type { PracticeArea } from "#server/lawyers/catalog";
import { dayIn, PERIOD_DAYS, slotPeriod } from "~/components/consultations/booking-state";
import { messageInput, reasonInput, slotTime } from "#server/consultations/schemas";
import { createReviewInput } from "#server/reviews/schemas";
import { FIRM_TIME_ZONE } from "~/components/consultations/time";
import { getTranslator } from "~/i18n/i18next.server";
import { readTimeZone } from "~/utils/consultations.server";
import { flashToasts } from "~/utils/flash.server";
import { readPostedForm, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf, orNotFound, failureInit } from "~/utils/trpc.server";

/**
 * Everything /consultations/{id} shows, read through the tRPC caller (the procedures decide what this viewer
 * may see); `?file=<id>` answers with a short-lived link to one file, `?reschedule=1` lists slots to move to.
 */
export async function loadConsultationPage(request: Request, id: string) {
  const url = new URL(request.url);
  const caller = await callerFor(request);
  const { t, locale } = await getTranslator(request);

  // A file: a short-lived signed link, checked by the procedure like the page itself.
  const fileId = url.searchParams.get("file");
  if (fileId) {
    const { url: signed } = await orNotFound(caller.consultations.fileDownload({ id, fileId }));
    throw redirect(signed, { headers: { "Cache-Control": "no-store" } });
  }

  const consultation = await orNotFound(caller.consultations.get({ id }));
  // Opening the consultation reads its news (the navbar count follows).
  await caller.notifications.markConsultationRead({ consultationId: consultation.id });
  let reschedule: { from: string; items: { startsAt: string; endsAt: string }[]; prevHref: string | null; nextHref: string | null } | null = null;
  let rescheduleError: string | null = null;
  if (url.searchParams.get("reschedule") === "1" && consultation.actions.includes("reschedule")) {
    const period = slotPeriod(url.searchParams.get("from"), dayIn(new Date(), FIRM_TIME_ZONE));
    try {
      const result = await caller.consultations.slots({
        lawyerId: consultation.lawyer?.id,
        serviceArea: consultation.service_area as PracticeArea,
        kind: consultation.kind,
        from: period.start,
        days: PERIOD_DAYS,
      });
      const base = `/consultations/${consultation.id}?reschedule=1`;
      reschedule = {
        from: period.start,
        items: result.slots.map((s) => ({ startsAt: s.startsAt, endsAt: s.endsAt })),
        prevHref: period.prev ? `${base}&from=${period.prev}#reschedule` : null,
        nextHref: period.next ? `${base}&from=${period.next}#reschedule` : null,
      };
    } catch (error) {
      rescheduleError = `common:errors.${errorCodeOf(error, "reschedule slots")}`;
    }
  }
  // Issue 12 §4: once completed, its client may review the lawyer (the procedure decides; the page shows why not).
  const review = consultation.status === "completed" && consultation.viewerRelation === "client" ? await caller.reviews.eligibility({ consultationId: consultation.id }) : null;
  return {
    locale,
    timeZone: readTimeZone(request),
    consultation,
    review,
    reschedule,
    rescheduleError,
    maxMegabytes: maxUploadMegabytes(),
    meta: {
      title: t("consultations:detail.metaTitle", { reference: consultation.reference }),
      description: t("consultations:detail.metaDescription"),
    },
  };
}

const INTENTS = ["accept", "decline", "cancel", "reschedule", "complete", "no_show", "message", "review"] as const;
type Intent = (typeof INTENTS)[number];
/** The forms parse with their procedures' inputs, without the consultation's id (the URL's). */
const reasonForm = reasonInput.omit({ id: true });
// The slot picker is the booking's, whose URL names the chosen time `slot`: the procedure's field, under that name.
const rescheduleForm = z.object({ slot: slotTime });
const messageForm = messageInput.pick({ body: true });
const reviewForm = createReviewInput.omit({ consultationId: true });

/** The page's forms, one plain POST each with an `intent`; every permission is checked by the procedure. */
export async function handleConsultationAction(request: Request, id: string) {
  const formData = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  const intent = (INTENTS as readonly string[]).includes(String(formData?.get("intent"))) ? (formData!.get("intent") as Intent) : null;
  if (!formData || !intent) {
    return data({ intent: null, result: null, error: "common:errors.invalid_input", fileError: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  const schema = intent === "decline" || intent === "cancel" ? reasonForm : intent === "reschedule" ? rescheduleForm : intent === "message" ? messageForm : intent === "review" ? reviewForm : null;
  const submission = schema ? parseWithZod(formData, { schema }) : null;
  if (submission && submission.status !== "success") {
    return data({ intent, result: submission.reply(), error: null, fileError: null }, { status: 400 });
  }
  const value = (submission?.status === "success" ? submission.value : {}) as { reason?: string; slot?: string; body?: string; rating?: number };
  try {
    if (intent === "accept") await caller.consultations.accept({ id });
    else if (intent === "decline") await caller.consultations.decline({ id, reason: value.reason! });
    else if (intent === "cancel") await caller.consultations.cancel({ id, reason: value.reason! });
    else if (intent === "reschedule") await caller.consultations.reschedule({ id, startsAt: value.slot! });
    else if (intent === "complete") await caller.consultations.complete({ id });
    else if (intent === "no_show") await caller.consultations.markNoShow({ id });
    else if (intent === "review") await caller.reviews.create({ consultationId: id, rating: value.rating!, body: value.body });
    else {
      const documents = await Promise.all(
        formData
          .getAll("documents")
          .filter((entry): entry is File => entry instanceof File && Boolean(entry.name))
          .map(async (file) => ({
            fileName: file.name,
            bytes: file.type === "application/x-qanun-too-large" ? null : new Uint8Array(await file.arrayBuffer()),
          })),
      );
      await caller.consultations.postMessage({ id, body: value.body!, documents });
    }
  } catch (error) {
    const code = errorCodeOf(error, `consultation ${intent}`);
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    // Issue 13 §1: another lawyer accepted this "any suitable lawyer" request first. It is no longer this
    // lawyer's to open (the page would be a 404 without JavaScript), so they go back to their desk, told why.
    if (code === "already_taken") {
      const toast = makeToast({ kind: "info", title: "requestTaken", description: "common:errors.already_taken" });
      return redirect("/dashboard/lawyer", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
    }
    let fileError: { key: string; file: string } | null = null;
    if (code === "file_refused") {
      const [, reason, file] = /^(too_large|empty|type_not_allowed): (.*)$/s.exec(appErrorOf(error)?.message ?? "") ?? [];
      if (reason) fileError = { key: `common:toasts.fileUploadFailedReason.${reason}`, file: file ?? "" };
    }
    return data(
      {
        intent,
        result: submission ? submission.reply({ formErrors: fileError ? [] : [`common:errors.${code}`] }) : null,
        error: fileError ? null : `common:errors.${code}`,
        fileError,
      },
      failureInit(error, code, { slot_taken: 409 }),
    );
  }
  const toast =
    intent === "review"
      ? makeToast({ kind: "success", title: "reviewPublished", description: "reviews:toasts.created" })
      : makeToast({ kind: "success", title: "consultationUpdated", description: `consultations:toasts.${intent}` });
  const to = intent === "message" ? `/consultations/${id}#thread` : intent === "review" ? `/consultations/${id}#review` : `/consultations/${id}`;
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}
