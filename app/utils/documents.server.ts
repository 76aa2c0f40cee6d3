import type { UploadOutcome } from "#server/documents/verification-documents";
import { makeToast, type Toast } from "~/utils/toast";

/**
 * spec §8 messages for an upload: one 'File upload failed' per refused file (with the reason),
 * 'Profile update failed' when the map could not be saved, and a success note otherwise.
 */
export function toastsForUpload(outcome: UploadOutcome, opts: { announceSuccess: boolean }): Toast[] {
  const toasts: Toast[] = outcome.failed.map((failure) =>
    makeToast({
      kind: "error",
      title: "fileUploadFailed",
      description: `toasts.fileUploadFailedReason.${failure.reason}`,
      params: { file: failure.fileName },
    }),
  );
  if (outcome.profileUpdateFailed) {
    toasts.push(makeToast({ kind: "error", title: "profileUpdateFailed", description: "toasts.profileUpdateFailedDescription" }));
  } else if (opts.announceSuccess && outcome.uploaded.length > 0) {
    toasts.push(
      makeToast({ kind: "success", title: "documentsUploaded", description: "toasts.documentsUploadedDescription", params: { count: outcome.uploaded.length } }),
    );
  }
  return toasts;
}
