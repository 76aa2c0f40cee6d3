import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { etagOf, pageEtagOf } from "#server/http/conditional";

const page = (nonce: string) =>
  Buffer.from(`<!DOCTYPE html><html lang="ar" dir="rtl"><script nonce="${nonce}">1</script><p>مرحبا</p><script nonce="${nonce}">2</script></html>`);

describe("a page's ETag", () => {
  it("is the hash of the page with its nonce removed", () => {
    const nonce = crypto.randomBytes(16).toString("base64");
    const text = page(nonce).toString("utf8").replaceAll(nonce, "");
    expect(pageEtagOf(page(nonce), nonce)).toBe(etagOf(text));
  });

  it("is the same for two responses that differ only by nonce, and differs when the content does", () => {
    expect(pageEtagOf(page("aaaa"), "aaaa")).toBe(pageEtagOf(page("bbbbbbbb"), "bbbbbbbb"));
    expect(pageEtagOf(page("aaaa"), "aaaa")).not.toBe(pageEtagOf(Buffer.from(page("aaaa").toString().replace("مرحبا", "أهلا")), "aaaa"));
  });

  it("hashes the whole page when there is no nonce, and a nonce at either end", () => {
    expect(pageEtagOf(Buffer.from("abc"), "")).toBe(etagOf("abc"));
    expect(pageEtagOf(Buffer.from("NNabcNN"), "NN")).toBe(etagOf("abc"));
  });

  it("changes with what the page stands for beyond its bytes (the stylesheet put in after hashing)", () => {
    expect(pageEtagOf(page("aaaa"), "aaaa", "css-1")).toBe(pageEtagOf(page("bbbb"), "bbbb", "css-1"));
    expect(pageEtagOf(page("aaaa"), "aaaa", "css-1")).not.toBe(pageEtagOf(page("aaaa"), "aaaa", "css-2"));
    expect(pageEtagOf(page("aaaa"), "aaaa", "")).toBe(pageEtagOf(page("aaaa"), "aaaa"));
  });
});
