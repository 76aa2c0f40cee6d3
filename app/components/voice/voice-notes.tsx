import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldShell } from "~/components/forms/fields";

export interface VoiceNoteItem {
  id: string;
  fileName: string;
  size: string;
  date: string;
  url: string;
  contentType: string;
}

/** The consultation's voice notes, each playable (short-lived, access-checked links). */
export function VoiceNoteList({ notes, role }: { notes: VoiceNoteItem[]; role: "client" | "lawyer" }) {
  const { t } = useTranslation("voice");
  if (notes.length === 0) return <p className="muted">{role === "client" ? t("note.none") : t("note.noneLawyer")}</p>;
  return (
    <ul className="voice-note-list stack" aria-label={t("note.listLabel")} data-testid="voice-notes">
      {notes.map((note) => (
        <li key={note.id} className="voice-note">
          <p>
            {t("note.item", {
              name: note.fileName,
              size: note.size,
              date: note.date,
            })}
          </p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a recorded voice note has no transcript to caption */}
          <audio controls preload="none" src={note.url}>
            <a href={note.url}>{note.fileName}</a>
          </audio>
        </li>
      ))}
    </ul>
  );
}

const RECORDING_TYPES = [
  { mime: "audio/webm;codecs=opus", ext: "webm" },
  { mime: "audio/ogg;codecs=opus", ext: "ogg" },
  { mime: "audio/mp4", ext: "m4a" },
] as const;
/** Recordings stop by themselves after ten minutes (well under the upload cap at voice bitrates). */
const MAX_RECORDING_MS = 10 * 60 * 1000;

function clock(ms: number) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * Adding a voice note: an audio file through a plain multipart form (works without JavaScript), and
 * with JavaScript a recorder (MediaRecorder) whose recording is posted through the same action.
 */
export function VoiceNoteForm({ errors, maxMegabytes }: { errors?: string[]; maxMegabytes: number }) {
  const { t } = useTranslation("voice");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="stack">
      <VoiceRecorder />
      <Form method="post" encType="multipart/form-data" className="form" data-testid="voice-note-upload">
        <h3>{t("note.uploadHeading")}</h3>
        <input type="hidden" name="intent" value="voice_note" />
        <FieldShell
          id="voice-note-file"
          errorId="voice-note-file-error"
          errors={errors}
          label={t("note.fileLabel")}
          hint={t("note.fileHint", { mb: maxMegabytes })}
        >
          {(describedBy) => (
            <input
              id="voice-note-file"
              type="file"
              name="audio"
              accept="audio/webm,audio/ogg,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,.webm,.ogg,.opus,.mp3,.m4a,.wav"
              aria-describedby={describedBy}
              aria-invalid={errors?.length ? true : undefined}
            />
          )}
        </FieldShell>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {t("note.upload")}
        </button>
      </Form>
    </div>
  );
}

function VoiceRecorder() {
  const { t } = useTranslation("voice");
  const submit = useSubmit();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [supported, setSupported] = useState(true);
  const [phase, setPhase] = useState<"idle" | "recording" | "recorded">("idle");
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<{
    blob: Blob;
    url: string;
    ext: string;
  } | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const startedRef = useRef(0);

  useEffect(() => {
    setHydrated(true);
    setSupported(typeof window.MediaRecorder === "function" && Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);
  useEffect(
    () => () => {
      if (recording) URL.revokeObjectURL(recording.url);
    },
    [recording],
  );
  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => {
      const ms = Date.now() - startedRef.current;
      setElapsed(ms);
      if (ms >= MAX_RECORDING_MS) recorderRef.current?.stop();
    }, 500);
    return () => clearInterval(timer);
  }, [phase]);
  useEffect(() => () => recorderRef.current?.stream.getTracks().forEach((track) => track.stop()), []);

  if (!hydrated) return null;
  if (!supported) return <p className="muted">{t("note.recordUnsupported")}</p>;

  const start = async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: false,
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      setError(
        name === "NotAllowedError" || name === "SecurityError"
          ? "call.error.denied"
          : name === "NotFoundError"
          ? "call.error.noMicrophone"
          : "call.error.busy",
      );
      return;
    }
    const type = RECORDING_TYPES.find((candidate) => MediaRecorder.isTypeSupported(candidate.mime));
    const recorder = new MediaRecorder(stream, type ? { mimeType: type.mime } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, {
        type: recorder.mimeType || type?.mime || "audio/webm",
      });
      setRecording({
        blob,
        url: URL.createObjectURL(blob),
        ext: type?.ext ?? "webm",
      });
      setPhase("recorded");
    };
    recorderRef.current = recorder;
    startedRef.current = Date.now();
    setElapsed(0);
    recorder.start(1000);
    setPhase("recording");
  };

  const save = () => {
    if (!recording) return;
    const form = new FormData();
    form.set("intent", "voice_note");
    form.set(
      "audio",
      new File([recording.blob], `${t("note.recordedName")}.${recording.ext}`, {
        type: recording.blob.type,
      }),
    );
    submit(form, { method: "post", encType: "multipart/form-data" });
    setRecording(null);
    setPhase("idle");
  };

  return (
    <section className="voice-recorder" aria-labelledby="voice-recorder-heading" data-testid="voice-recorder">
      <h3 id="voice-recorder-heading">{t("note.recordHeading")}</h3>
      {error ? (
        <p className="form-errors" role="alert">
          {t(error)}
        </p>
      ) : null}
      <p role="status" aria-live="polite">
        {phase === "recording"
          ? t("note.recording", { time: clock(elapsed) })
          : phase === "recorded"
          ? t("note.recorded", { time: clock(elapsed) })
          : null}
      </p>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caller's own recording, played back before sending */}
      {phase === "recorded" && recording ? <audio controls src={recording.url} /> : null}
      <p className="actions">
        {phase === "idle" ? (
          <button type="button" className="btn-secondary" onClick={() => void start()}>
            {t("note.record")}
          </button>
        ) : null}
        {phase === "recording" ? (
          <button type="button" className="btn-secondary" onClick={() => recorderRef.current?.stop()}>
            {t("note.stop")}
          </button>
        ) : null}
        {phase === "recorded" ? (
          <>
            <button type="button" className="btn-primary" onClick={save} disabled={navigation.state === "submitting"}>
              {t("note.save")}
            </button>
            <button type="button" className="btn-ghost" onClick={() => (setRecording(null), setPhase("idle"))}>
              {t("note.discard")}
            </button>
          </>
        ) : null}
      </p>
    </section>
  );
}
