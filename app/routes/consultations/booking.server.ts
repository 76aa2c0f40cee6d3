import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data, redirect } from "@remix-run/node";
import type { ConsultationKind } from "#db/schema";
import { getEnv } from "#server/config/env";
import type { PracticeArea } from "#server/lawyers/catalog";
import {
  bookingHref,
  choicesComplete,
  dayIn,
  PERIOD_DAYS,
  lawyerQuery,
  readBookingChoices,
  slotPeriod,
  type BookingChoices,
} from "~/components/consultations/booking-state";
import { bookingFields, checkBookingChoice, slotTime } from "#server/consultations/schemas";
import { DESCRIPTION_MAX_LENGTH } from "#server/consultations/constants";
import { FIRM_TIME_ZONE } from "~/components/consultations/time";
import { getTranslator } from "~/i18n/i18next.server";
import { clearBookingDraft, readBookingDraft, readTimeZone, saveBookingDraft } from "~/utils/consultations.server";
import { flashToasts } from "~/utils/flash.server";
import { readPostedForm, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";

const BOOKING_ROLES = new Set(["individual", "company", null]);

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** One period of slots for complete choices; the period starts at `from` (a Qatar date) or today. */
async function loadSlots(caller: Caller, choices: BookingChoices & { service: PracticeArea; kind: ConsultationKind; lawyer: string }, from: string | null) {
  const period = slotPeriod(from, dayIn(new Date(), FIRM_TIME_ZONE));
  const result = await caller.consultations.slots({
    lawyerId: choices.lawyer === "any" ? undefined : choices.lawyer,
    serviceArea: choices.service,
    kind: choices.kind,
    from: period.start,
    days: PERIOD_DAYS,
  });
  return {
    from: period.start,
    items: result.slots.map((s) => ({ startsAt: s.startsAt, endsAt: s.endsAt })),
    prevHref: period.prev ? bookingHref({ ...choices, step: "time", slot: null, from: period.prev }) : null,
    nextHref: period.next ? bookingHref({ ...choices, step: "time", slot: null, from: period.next }) : null,
  };
}

/**
 * Everything /consultations shows: the booking choices from the URL, the lawyers that fit them, the
 * slots of the chosen period and what the visitor typed before signing in (from its cookie).
 */
export async function loadBookingPage(request: Request) {
  const url = new URL(request.url);
  const { t, locale } = await getTranslator(request);
  const choices = readBookingChoices(url.searchParams);
  const [viewer, caller, draft] = await Promise.all([getRequestViewer(request), callerFor(request), readBookingDraft(request)]);
  const options = await caller.consultations.options(lawyerQuery(choices));
  const { chosen } = options;
  // The chosen lawyer (from a profile's "book" link) comes first and stays in view whatever the filters and the page,
  // rather than seventh in alphabetical order (issue 29).
  const lawyers = chosen ? [chosen, ...options.lawyers.filter((l) => l.id !== chosen.id)] : options.lawyers;

  // A lawyer from a profile link who does not offer the chosen area or kind is not kept silently.
  const lawyerNotOffered = Boolean(choices.lawyer && choices.lawyer !== "any" && !chosen);
  if (lawyerNotOffered) choices.lawyer = null;
  if (choices.kind !== "voice") choices.voiceMode = null;

  // The step shown: the furthest one the choices allow.
  let step = choices.step;
  if (step !== "choose" && !choicesComplete(choices)) step = "choose";
  if (step === "time" && choices.kind === "written") step = "details";
  if (step === "details" && choices.kind !== "written" && !choices.slot) step = "time";
  if (choices.kind === "written") choices.slot = null;
  choices.step = step;

  let slots: Awaited<ReturnType<typeof loadSlots>> | null = null;
  let slotsError: string | null = null;
  if (step === "time" && choicesComplete(choices)) {
    try {
      slots = await loadSlots(caller, choices, choices.from);
    } catch (error) {
      slotsError = `common:errors.${errorCodeOf(error, "consultation slots")}`;
    }
  }

  return {
    locale,
    timeZone: readTimeZone(request),
    choices,
    lawyers,
    lawyerList: { total: options.total, page: options.page, pageCount: options.pageCount, firstFree: options.firstFree },
    lawyerNotOffered,
    slots,
    slotsError,
    viewer: viewer ? { canBook: BOOKING_ROLES.has(viewer.role), role: viewer.role } : null,
    draft: viewer ? draft : null,
    signedOutDraft: viewer ? null : draft,
    maxMegabytes: maxUploadMegabytes(),
    meta: { title: t("pages:consultations.title"), description: t("pages:consultations.description") },
  };
}

/**
 * The booking form: the booking procedure's fields (server/consultations/schemas.ts) under the names the
 * booking's URL gives them (service, lawyer, slot), so a step's link and its form post the same choices.
 * Files are read from the post, not parsed here.
 */
const bookForm = z
  .object({
    service: bookingFields.serviceArea,
    kind: bookingFields.kind,
    lawyer: bookingFields.lawyerId,
    voiceMode: bookingFields.voiceMode,
    slot: slotTime.optional(),
    description: bookingFields.description,
    phone: bookingFields.phone,
  })
  .superRefine((value, ctx) => checkBookingChoice({ ...value, startsAt: value.slot }, ctx, { voiceMode: "voiceMode", startsAt: "slot" }));

/** Before signing in: only what was typed so far is kept (in a signed cookie), files never. No procedure takes it. */
const draftForm = z.object({
  description: z.string().max(DESCRIPTION_MAX_LENGTH).optional().default(""),
  phone: z.string().max(32).optional().default(""),
});

/** The booking form's post: a signed-out visitor's draft is kept and they are sent to sign in; a booking redirects to it. */
export async function handleBooking(request: Request) {
  const formData = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  if (!formData) {
    return data({ result: null, freshSlots: null, error: "common:errors.invalid_input", fileError: null }, { status: 400 });
  }
  const choices = readBookingChoices(
    new URLSearchParams(
      ["service", "kind", "lawyer", "voiceMode", "slot"].flatMap((key) => {
        const value = formData.get(key);
        return typeof value === "string" && value ? [[key, value]] : [];
      }),
    ),
  );
  const back = bookingHref({ ...choices, step: "details" });

  // Signed out at the last step: keep what was typed (not files) and come back after signing in or up.
  const intent = formData.get("intent");
  if (intent === "signin" || intent === "signup") {
    const draft = parseWithZod(formData, { schema: draftForm });
    const headers = new Headers();
    if (draft.status === "success") headers.append("Set-Cookie", await saveBookingDraft(draft.value));
    const target = intent === "signin" ? "/client-area" : "/signup";
    return redirect(`${target}?redirectTo=${encodeURIComponent(back)}`, { status: 303, headers });
  }

  const viewer = await getRequestViewer(request);
  if (!viewer) return redirect(`/client-area?redirectTo=${encodeURIComponent(back)}`, { status: 303 });

  const submission = parseWithZod(formData, { schema: bookForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), freshSlots: null, error: null, fileError: null }, { status: 400 });
  }
  const value = submission.value;
  const documents = await Promise.all(
    formData
      .getAll("documents")
      .filter((entry): entry is File => entry instanceof File && Boolean(entry.name))
      .map(async (file) => ({
        key: "other" as const,
        fileName: file.name,
        bytes: file.type === "application/x-qanun-too-large" ? null : new Uint8Array(await file.arrayBuffer()),
      })),
  );
  const caller = await callerFor(request);
  try {
    const booked = await caller.consultations.book({
      lawyerId: value.lawyer,
      serviceArea: value.service,
      kind: value.kind,
      voiceMode: value.kind === "voice" ? value.voiceMode : undefined,
      startsAt: value.kind === "written" ? undefined : value.slot,
      description: value.description,
      phone: value.phone,
      documents,
    });
    const { id, reference } = booked;
    const headers = new Headers();
    headers.append("Set-Cookie", await clearBookingDraft());
    headers.append(
      "Set-Cookie",
      await flashToasts(request, [
        makeToast({ kind: "success", title: "consultationBooked", description: "consultations:toasts.booked", params: { reference } }),
      ]),
    );
    return redirect(`/consultations/${id}`, { status: 303, headers });
  } catch (error) {
    const code = errorCodeOf(error, "consultation booking");
    if (code === "file_refused") {
      // "too_large: name.pdf": say which file and why, in the visitor's language.
      const [, reason, file] = /^(too_large|empty|type_not_allowed): (.*)$/s.exec(appErrorOf(error)?.message ?? "") ?? [];
      const fileError = reason ? { key: `common:toasts.fileUploadFailedReason.${reason}`, file: file ?? "" } : null;
      return data(
        { result: submission.reply({ formErrors: fileError ? [] : ["common:errors.file_refused"] }), freshSlots: null, error: null, fileError },
        { status: 400 },
      );
    }
    if (code === "slot_taken" || code === "slot_unavailable") {
      // The same page again with the text kept and a fresh list of slots to choose from.
      const from = value.slot ? dayIn(new Date(value.slot), FIRM_TIME_ZONE) : null;
      let freshSlots = null;
      try {
        freshSlots = (await loadSlots(caller, { ...choices, service: value.service, kind: value.kind, lawyer: value.lawyer }, from)).items;
      } catch (slotError) {
        errorCodeOf(slotError, "consultation slots after a taken slot");
      }
      return data(
        { result: submission.reply({ formErrors: [`common:errors.${code}`] }), freshSlots, error: `common:errors.${code}`, fileError: null },
        { status: 409 },
      );
    }
    return data(
      { result: submission.reply({ formErrors: [`common:errors.${code}`] }), freshSlots: null, error: `common:errors.${code}`, fileError: null },
      failureInit(error, code),
    );
  }
}
