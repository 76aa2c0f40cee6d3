import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES } from "#server/errors/app-error";
import { missingKeys, readLocaleKeys } from "../../../scripts/locale-keys";

describe("locale files", () => {
  it("have the same keys in Arabic and English", () => {
    expect(missingKeys()).toEqual({ missingInAr: [], missingInEn: [] });
  });

  it("have a message for every expected error code, in both languages", () => {
    const { ar, en } = readLocaleKeys();
    for (const code of [...APP_ERROR_CODES, "unexpected"]) {
      expect(en.has(`common:errors.${code}`), code).toBe(true);
      expect(ar.has(`common:errors.${code}`), code).toBe(true);
    }
  });

  it("carry the spec §8 catalogue wording", () => {
    const en = JSON.parse(fs.readFileSync(path.resolve("app/locales/en/common.json"), "utf8"));
    const ar = JSON.parse(fs.readFileSync(path.resolve("app/locales/ar/common.json"), "utf8"));
    expect(en.toasts.signUpFailed).toBe("Sign up Failed");
    expect(ar.toasts.signUpFailed).toBe("فشل إنشاء الحساب");
    expect(en.errors.user_not_created).toBe("User was not created.");
    expect(en.toasts.fileUploadFailedReason.storage_error).toBe("Could not upload {{file}}");
    expect(en.toasts.profileUpdateFailedDescription).toBe("Could not save document information.");
    expect(en.toasts.confirmationSentDescription).toBe("Please check your email to activate your account.");
    expect(en.toasts.passwordResetSentDescription).toBe("Check your email for the password reset link.");
    expect(en.toasts.passwordUpdatedDescription).toBe("Your password has been changed.");
    for (const title of ["signInFailed", "oauthSignInFailed", "signOutFailed", "passwordResetFailed", "passwordUpdateFailed", "passwordUpdated"]) {
      expect(ar.toasts[title], title).toMatch(/[\u0600-\u06FF]/);
    }
    expect(en.loading).toBe("Loading...");
    expect(ar.loading).toBe("جاري التحميل...");
  });

  it("use only keys that exist: every t('…') literal in app/ resolves in English", () => {
    // A plural key ("minutes_one", "minutes_other") answers to its base ("minutes").
    const en = new Set([...readLocaleKeys().en].flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, "")]));
    const files = fs.readdirSync(path.resolve("app"), { recursive: true }).map(String).filter((f) => /\.(tsx?|ts)$/.test(f));
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.resolve("app", file), "utf8");
      // A component whose namespace is a prop (`ns: "contact" | "careers"`, useTranslation(props.ns)) must find
      // each of its keys in every namespace the prop allows.
      const propNamespaces = /useTranslation\((?:props\.)?ns\)/.test(text) ? [...(/\bns: ((?:"\w+"(?:\s*\|\s*)?)+)/.exec(text)?.[1] ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1]!) : [];
      const namespaces = propNamespaces.length > 0 ? propNamespaces : [/useTranslation\("(\w+)"\)/.exec(text)?.[1] ?? "common"];
      for (const match of text.matchAll(/\bt\("([\w.:]+)"/g)) {
        const key = match[1]!;
        for (const ns of namespaces) {
          const full = key.includes(":") ? key : `${ns}:${key}`;
          const isPrefix = [...en].some((k) => k.startsWith(`${full}.`));
          if (!en.has(full) && !isPrefix) missing.push(`${file}: ${full}`);
        }
      }
      // Toast titles and descriptions are keys too (app/utils/toast.ts).
      for (const match of text.matchAll(/\btitle: "(\w+)"/g)) {
        if (!en.has(`common:toasts.${match[1]}`)) missing.push(`${file}: toast title ${match[1]}`);
      }
      for (const match of text.matchAll(/\bdescription: "((?:toasts|errors|validation)\.[\w.]+)"/g)) {
        if (!en.has(`common:${match[1]}`)) missing.push(`${file}: toast description ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
