import { describe, expect, it } from "vitest";
import { documentNameFor, assertSafeLocation, buildAttachmentDisposition, sanitizeFileName, sniffDocumentType, verificationObjectKey } from "#server/storage/index";
import { EXE_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES, WEBP_BYTES } from "../../setup/file-fixtures";

describe("documentNameFor (issue 14 §4)", () => {
  it("takes the extension from the type the bytes are, not from the name", () => {
    expect(documentNameFor("poly.html", "application/pdf")).toBe("poly.pdf");
    expect(documentNameFor("scan.PDF.exe", "image/png")).toBe("scan.PDF.png");
    expect(documentNameFor("no-extension", "image/jpeg")).toBe("no-extension.jpg");
  });

  it("drops bidi overrides and control characters, so a name cannot disguise itself", () => {
    const disguised = "invoice\u202Efdp.exe";
    const name = documentNameFor(disguised, "application/pdf");
    expect(name).toBe("invoicefdp.pdf");
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
    expect(name).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u0000-\u001f]/u);
    expect(documentNameFor("a\u0000b\u2067c.pdf", "application/pdf")).toBe("abc.pdf");
  });

  it("shortens a long name instead of refusing it, and keeps Arabic letters", () => {
    const long = `${"عقد ".repeat(100)}.pdf`;
    const name = documentNameFor(long, "application/pdf");
    expect(Array.from(name).length).toBeLessThanOrEqual(104);
    expect(name.endsWith(".pdf")).toBe(true);
    expect(name.startsWith("عقد")).toBe(true);
    expect(documentNameFor(`${"x".repeat(300)}.pdf`, "application/pdf")).toBe(`${"x".repeat(100)}.pdf`);
  });

  it("keeps only the last path segment and never returns an empty name", () => {
    expect(documentNameFor("..\\..\\windows\\win.ini", "application/pdf")).toBe("win.pdf");
    expect(documentNameFor("../../", "application/pdf")).toBe("document.pdf");
    expect(documentNameFor("\u202E", "image/webp")).toBe("document.webp");
  });
});

describe("sanitizeFileName", () => {
  it("replaces each non-ASCII character with an underscore and keeps the extension", () => {
    expect(sanitizeFileName("عقد.pdf")).toBe("___.pdf");
  });

  it("replaces slashes, so a traversal attempt stays a single harmless segment", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe(".._.._etc_passwd");
    expect(sanitizeFileName("..\\..\\boot.ini")).toBe(".._.._boot.ini");
  });

  it("replaces spaces and punctuation but keeps letters, digits, dot, hyphen and underscore", () => {
    expect(sanitizeFileName("My passport (scan) 2.PDF")).toBe("My_passport__scan__2.PDF");
    expect(sanitizeFileName("a-b_c.d")).toBe("a-b_c.d");
  });

  it("counts an astral character (emoji) as one character", () => {
    expect(sanitizeFileName("😀.png")).toBe("_.png");
  });

  it("turns empty and dots-only names into `file`", () => {
    expect(sanitizeFileName("")).toBe("file");
    expect(sanitizeFileName("..")).toBe("file");
  });

  it("limits the result to 120 characters, keeping the extension", () => {
    const result = sanitizeFileName(`${"a".repeat(300)}.pdf`);
    expect(result).toHaveLength(120);
    expect(result.endsWith("a.pdf")).toBe(true);
    expect(sanitizeFileName("b".repeat(300))).toBe("b".repeat(120));
  });
});

describe("verificationObjectKey", () => {
  it("builds verifications/<user>/<key>-<timestamp>-<safe name>", () => {
    const key = verificationObjectKey({ userId: "user_1", key: "passport", timestamp: 1700000000000, fileName: "جواز سفر.jpg" });
    expect(key).toBe("verifications/user_1/passport-1700000000000-________.jpg");
    expect(() => assertSafeLocation({ bucket: "translation_documents", key })).not.toThrow();
  });

  it("rejects user ids and keys that could change the path", () => {
    const base = { key: "passport", timestamp: 1, fileName: "a.pdf" };
    expect(() => verificationObjectKey({ ...base, userId: "../admin" })).toThrow();
    expect(() => verificationObjectKey({ ...base, userId: "" })).toThrow();
    expect(() => verificationObjectKey({ ...base, userId: "u1", key: "a/b" })).toThrow();
    expect(() => verificationObjectKey({ ...base, userId: "u1", timestamp: -1 })).toThrow();
  });
});

describe("sniffDocumentType", () => {
  it.each([
    ["PDF", PDF_BYTES, "application/pdf"],
    ["PNG", PNG_BYTES, "image/png"],
    ["JPEG", JPEG_BYTES, "image/jpeg"],
    ["WebP", WEBP_BYTES, "image/webp"],
  ])("recognises a real %s header", async (_label, bytes, expected) => {
    expect(await sniffDocumentType(bytes)).toBe(expected);
  });

  it("refuses an executable whatever it is called", async () => {
    expect(await sniffDocumentType(EXE_BYTES)).toBeNull();
  });

  it("refuses plain text and empty input", async () => {
    expect(await sniffDocumentType(TEXT_BYTES)).toBeNull();
    expect(await sniffDocumentType(new Uint8Array())).toBeNull();
  });
});

describe("assertSafeLocation", () => {
  it.each(["../x", "a/../../x", "/etc/passwd", "a\\b", "a\0b", "a//b", "./a", "a/", ""])(
    "rejects the key %j",
    (key) => {
      expect(() => assertSafeLocation({ bucket: "translation_documents", key })).toThrow();
    },
  );

  it("rejects bucket names that are not a plain lowercase name", () => {
    for (const bucket of ["../x", "a/b", ".meta", "", "UPPER"]) {
      expect(() => assertSafeLocation({ bucket, key: "a" })).toThrow();
    }
  });

  it("accepts ordinary nested keys, including dots inside names", () => {
    expect(() => assertSafeLocation({ bucket: "translation_documents", key: "verifications/u/..a..pdf" })).not.toThrow();
  });
});

describe("buildAttachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(buildAttachmentDisposition(`عقد "final".pdf`)).toBe(
      `attachment; filename="___ _final_.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF%20%22final%22.pdf`,
    );
  });

  it("cannot be used to inject header lines", () => {
    expect(buildAttachmentDisposition("a\r\nSet-Cookie: x=1")).not.toMatch(/[\r\n]/);
  });
});
