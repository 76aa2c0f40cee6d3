/** Real, minimal files: the magic numbers a browser upload of each type starts with. */
const ascii = (text: string) => new TextEncoder().encode(text);
const base64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

export const PDF_BYTES = ascii("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
export const PNG_BYTES = base64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
);
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const WEBP_BYTES = base64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
/** A Windows executable header (DOS stub), e.g. `invoice.exe` renamed to `invoice.pdf`. */
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
export const TEXT_BYTES = ascii("This is a plain text file, not a scanned passport.\n");
