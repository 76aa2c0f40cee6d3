import { fileTypeFromBuffer } from "file-type";
import { deleteNowOrLater } from "#server/storage/deletions";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { recordConsultationEvent } from "#server/consultations/events";
import { AppError } from "#server/errors/app-error";
import { sanitizeFileName } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";

/** Voice notes one consultation may hold (a re-recording adds one; the lawyer hears them all). */
export const MAX_VOICE_NOTES = 5;
/** Lifetime of a playback link. */
export const VOICE_NOTE_URL_SECONDS = 10 * 60;

export const VOICE_NOTE_TYPES = ["audio/webm", "audio/ogg", "audio/mpeg", "audio/mp4", "audio/wav"] as const;
export type VoiceNoteType = (typeof VOICE_NOTE_TYPES)[number];

/**
 * The audio type the bytes really are (magic numbers), or null. WebM and Ogg containers are taken as
 * audio (MediaRecorder's audio-only recordings are WebM, which the sniffer names video/webm).
 */
export async function sniffVoiceNoteType(bytes: Uint8Array): Promise<VoiceNoteType | null> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? "";
  const base = mime.split(";")[0]!.trim();
  if (base === "audio/webm" || base === "video/webm") return "audio/webm";
  if (base === "audio/ogg" || base === "audio/opus" || base === "video/ogg" || base === "application/ogg") return "audio/ogg";
  if (base === "audio/mpeg") return "audio/mpeg";
  if (base === "audio/mp4" || base === "audio/x-m4a" || base === "audio/m4a" || base === "video/mp4") return "audio/mp4";
  if (base === "audio/wav" || base === "audio/vnd.wave" || base === "audio/x-wav") return "audio/wav";
  return null;
}

/** Refusals before anything is stored, as AppError codes the form maps to messages. */
export async function checkVoiceNote(
  bytes: Uint8Array | null,
): Promise<"file_required" | "file_too_large" | "file_type_not_allowed" | { contentType: VoiceNoteType }> {
  if (bytes === null) return "file_too_large";
  if (bytes.byteLength === 0) return "file_required";
  if (bytes.byteLength > getEnv().MAX_UPLOAD_BYTES) return "file_too_large";
  const contentType = await sniffVoiceNoteType(bytes);
  return contentType ? { contentType } : "file_type_not_allowed";
}

/**
 * Stores a voice note in the private bucket and records it on the consultation (a "file" event, so
 * the lawyer is notified). The caller has already checked that the viewer is the client. If the row
 * cannot be written, the stored object is removed again.
 */
export async function addVoiceNote(opts: {
  db: DB;
  storage: StorageDriver;
  consultationId: string;
  userId: string;
  fileName: string;
  bytes: Uint8Array | null;
}): Promise<{ id: string }> {
  const check = await checkVoiceNote(opts.bytes);
  if (typeof check === "string") throw new AppError(check);
  const count = await opts.db
    .selectFrom("consultation_files")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("consultation_id", "=", opts.consultationId)
    .where("purpose", "=", "voice_note")
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_VOICE_NOTES) throw new AppError("voice_note_limit");
  const fileName = sanitizeFileName(opts.fileName || "voice-note").slice(0, 200);
  const key = `voice-notes/${opts.consultationId}/${Date.now()}-${fileName}`;
  await opts.storage.put({
    bucket: CONSULTATION_FILES_BUCKET,
    key,
    body: opts.bytes!,
    contentType: check.contentType,
  });
  try {
    const row = await opts.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("consultation_files")
        .values({
          consultation_id: opts.consultationId,
          uploaded_by: opts.userId,
          purpose: "voice_note",
          storage_key: key,
          file_name: opts.fileName.slice(0, 255) || fileName,
          content_type: check.contentType,
          size: opts.bytes!.byteLength,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsultationEvent(
        trx,
        {
          consultationId: opts.consultationId,
          type: "file",
          actorId: opts.userId,
          data: {
            purpose: "voice_note",
            fileName: opts.fileName.slice(0, 255),
          },
        },
      );
      return inserted;
    });
    return { id: row.id };
  } catch (error) {
    await deleteNowOrLater(opts.db, opts.storage, [{ bucket: CONSULTATION_FILES_BUCKET, key }]);
    throw error;
  }
}

export interface VoiceNoteView {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  url: string;
}

/** The consultation's voice notes with short-lived playback links (the caller has checked access). */
export async function listVoiceNotes(opts: { db: DB; storage: StorageDriver; consultationId: string }): Promise<VoiceNoteView[]> {
  const rows = await opts.db
    .selectFrom("consultation_files")
    .select(["id", "file_name", "content_type", "size", "created_at", "storage_key"])
    .where("consultation_id", "=", opts.consultationId)
    .where("purpose", "=", "voice_note")
    .orderBy("created_at")
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      createdAt: new Date(row.created_at).toISOString(),
      url: await opts.storage.signedUrl({
        bucket: CONSULTATION_FILES_BUCKET,
        key: row.storage_key,
        expiresInSeconds: VOICE_NOTE_URL_SECONDS,
      }),
    })),
  );
}
