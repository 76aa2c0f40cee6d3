import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getEnv } from "#server/config/env";
import { formatWhen } from "~/components/consultations/time";
import { PageHeader } from "~/components/layout/page-header";
import { CallPanel } from "~/components/voice/call-panel";
import { VoiceNoteForm, VoiceNoteList } from "~/components/voice/voice-notes";
import { getTranslator } from "~/i18n/i18next.server";
import { readTimeZone } from "~/utils/consultations.server";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { readPostedForm, TOO_LARGE_TYPE, maxUploadMegabytes } from "~/utils/multipart.server";
import { callerFor, errorCodeOf, orNotFound } from "~/utils/trpc.server";
import voiceStyles from "~/styles/voice.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: voiceStyles }];

/**
 * /consultations/{id}/call (issue 4 §2): the in-browser call of a voice consultation (and of a video
 * consultation, with the camera too) and the voice notes. Only the two parties get the page
 * (calls.room answers NOT_FOUND to anyone else).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  const room = await orNotFound(caller.calls.room({ id: params.id ?? "" }));
  const { t, locale } = await getTranslator(request);
  const timeZone = readTimeZone(request);
  const kb = (bytes: number) => t("library:sizeKb", { size: Math.max(1, Math.round(bytes / 1024)) });
  const otherName = room.role === "client" ? room.lawyerName?.[locale] ?? t("voice:call.theLawyer") : room.clientName;
  const now = Date.now();
  const windowState = room.canJoin
    ? "open"
    : room.status !== "confirmed" && room.status !== "requested"
    ? "unavailable"
    : room.status === "requested"
    ? "notConfirmed"
    : now < new Date(room.opensAt).getTime()
    ? "notYet"
    : "closed";
  return {
    room: {
      id: room.id,
      reference: room.reference,
      role: room.role,
      kind: room.kind,
      otherId: room.otherId,
      otherName,
      voiceMode: room.voiceMode,
      phone: room.phone,
      when: formatWhen(room.startsAt, timeZone, locale),
      opensAt: formatWhen(room.opensAt, timeZone, locale),
      iceServers: room.iceServers,
      mayAddVoiceNote: room.mayAddVoiceNote,
      voiceNotes: room.voiceNotes.map((note) => ({
        id: note.id,
        fileName: note.fileName,
        contentType: note.contentType,
        url: note.url,
        size: kb(note.size),
        date: formatWhen(note.createdAt, timeZone, locale),
      })),
    },
    windowState,
    earlyMinutes: getEnv().CALL_JOIN_EARLY_MINUTES,
    maxMegabytes: maxUploadMegabytes(),
    saved: new URL(request.url).searchParams.get("note") === "saved",
    meta: {
      title: t(room.kind === "video" ? "voice:call.metaTitleVideo" : "voice:call.metaTitle", { reference: room.reference }),
      description: t("pages:voiceConsultation.description"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

const FILE_ERRORS = {
  file_required: "voice:note.errors.required",
  file_too_large: "voice:note.errors.tooLarge",
  file_type_not_allowed: "voice:note.errors.type",
} as const;

export async function action({ request, params }: ActionFunctionArgs) {
  await requireViewer(request);
  const id = params.id ?? "";
  const caller = await callerFor(request);
  await orNotFound(caller.calls.room({ id }));
  const form = await readPostedForm(request, {
    maxFileBytes: getEnv().MAX_UPLOAD_BYTES,
  });
  if (!form || form.get("intent") !== "voice_note")
    return data({ fileErrors: null, formError: "common:errors.invalid_input" }, { status: 400 });
  const file = form.get("audio");
  if (!(file instanceof File) || !file.name) return data({ fileErrors: [FILE_ERRORS.file_required], formError: null }, { status: 400 });
  const bytes = file.type === TOO_LARGE_TYPE ? null : new Uint8Array(await file.arrayBuffer());
  try {
    await caller.calls.addVoiceNote({ id, fileName: file.name, bytes });
  } catch (error) {
    const code = errorCodeOf(error, "voice note upload");
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    if (code === "file_required" || code === "file_too_large" || code === "file_type_not_allowed") {
      return data({ fileErrors: [FILE_ERRORS[code]], formError: null }, { status: 400 });
    }
    return data(
      {
        fileErrors: null,
        formError: code === "forbidden" ? "voice:note.notAllowed" : `common:errors.${code}`,
      },
      { status: 400 },
    );
  }
  return redirect(`/consultations/${id}/call?note=saved#voice-note`, {
    status: 303,
  });
}

export default function ConsultationCall() {
  const { room, windowState, earlyMinutes, maxMegabytes, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("voice");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const modeLabel =
    room.kind === "video" ? t("call.modeVideo") : room.voiceMode === "browser" ? t("call.modeBrowser") : t("call.modePhone");
  const phoneText = room.role === "client" ? t("call.phoneClient", { phone: room.phone }) : t("call.phoneLawyer", { phone: room.phone });
  return (
    <article className="container page call-page">
      <PageHeader heading={t(room.kind === "video" ? "call.headingVideo" : "call.heading", { reference: room.reference })} />
      <section className="card" aria-label={t("call.factsLabel")}>
        <dl className="facts">
          <dt>{t("call.with")}</dt>
          <dd>{room.otherName}</dd>
          <dt>{t("call.time")}</dt>
          <dd>{room.when}</dd>
          <dt>{t("call.mode")}</dt>
          <dd>{modeLabel}</dd>
        </dl>
        <p>
          <Link to={`/consultations/${room.id}`}>{t("call.back")}</Link>
        </p>
      </section>

      <section className="card" aria-labelledby="call-heading">
        <h2 id="call-heading">{modeLabel}</h2>
        {room.kind === "voice" && room.voiceMode === "phone" ? (
          <p data-testid="call-phone">{phoneText}</p>
        ) : windowState !== "open" || !room.otherId ? (
          <p className="notice" data-testid="call-closed">
            {windowState === "notYet"
              ? t("call.notYet", {
                  opensAt: room.opensAt,
                  count: earlyMinutes,
                })
              : windowState === "notConfirmed"
              ? t("call.notConfirmed")
              : windowState === "closed"
              ? t("call.closed")
              : t("call.unavailable")}
          </p>
        ) : hydrated ? (
          <CallPanel
            consultationId={room.id}
            role={room.role}
            otherId={room.otherId}
            otherName={room.otherName}
            phone={room.phone}
            iceServers={room.iceServers as RTCIceServer[]}
            video={room.kind === "video"}
          />
        ) : (
          // Server-rendered: what someone without JavaScript keeps seeing.
          <p className="notice" data-testid="call-needs-js">
            {room.role === "client" ? t("call.noscriptClient", { phone: room.phone }) : t("call.noscriptLawyer", { phone: room.phone })}
          </p>
        )}
      </section>

      {room.kind === "voice" ? (
        <section className="card" id="voice-note" aria-labelledby="voice-note-heading">
          <h2 id="voice-note-heading">{t("note.heading")}</h2>
          <p>{room.role === "client" ? t("note.intro") : t("note.introLawyer")}</p>
          {saved ? (
            <p className="success-panel" role="status" data-testid="voice-note-saved">
              {t("note.saved")}
            </p>
          ) : null}
          {actionData?.formError ? (
            <p className="form-errors" role="alert">
              {t(actionData.formError)}
            </p>
          ) : null}
          <VoiceNoteList notes={room.voiceNotes} role={room.role} />
          {room.mayAddVoiceNote ? <VoiceNoteForm errors={actionData?.fileErrors ?? undefined} maxMegabytes={maxMegabytes} /> : null}
        </section>
      ) : null}
    </article>
  );
}
