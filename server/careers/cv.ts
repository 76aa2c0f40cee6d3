import { fileTypeFromBuffer } from "file-type";
import { CV_MAX_BYTES, CV_TYPES, type CvContentType } from "./constants";

export type CvProblem = "file_required" | "file_too_large" | "file_type_not_allowed";

/**
 * What a CV really is, from its bytes: a PDF by its magic number, a Word .docx as a ZIP whose
 * content types declare word/document.xml (file-type reads them). The name and the browser's claim
 * are never trusted, so an .exe renamed .pdf is refused. `null` bytes mean the upload went over
 * the cap while it was read (app/utils/multipart.server.ts) and were dropped.
 */
export async function checkCv(bytes: Uint8Array | null): Promise<{ contentType: CvContentType; extension: string } | CvProblem> {
  if (bytes === null || bytes.byteLength > CV_MAX_BYTES) return "file_too_large";
  if (bytes.byteLength === 0) return "file_required";
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as string | undefined;
  if (!mime || !(mime in CV_TYPES)) return "file_type_not_allowed";
  const contentType = mime as CvContentType;
  return { contentType, extension: CV_TYPES[contentType] };
}
