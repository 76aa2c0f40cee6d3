import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nOptions } from "~/i18n/config";
import { resources } from "~/i18n/resources";

/**
 * Issue 13 §2: counted words follow each language's plural rules (i18next with Intl.PluralRules: six
 * Arabic forms, two English), and the number is written in the page's digits.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, resources, lng: "ar" });
});

const ar = (key: string, count: number) => i18n.t(key, { lng: "ar", count });
const en = (key: string, count: number) => i18n.t(key, { lng: "en", count });

describe("plural forms", () => {
  it("says ١٠ دقائق and ١١ دقيقة, دقيقة واحدة and دقيقتان, in Arabic digits", () => {
    expect(ar("lawyerDesk:settings.minutes", 1)).toBe("دقيقة واحدة");
    expect(ar("lawyerDesk:settings.minutes", 2)).toBe("دقيقتان");
    expect(ar("lawyerDesk:settings.minutes", 10)).toBe("١٠ دقائق");
    expect(ar("lawyerDesk:settings.minutes", 15)).toBe("١٥ دقيقة");
    expect(ar("lawyerDesk:settings.minutes", 100)).toBe("١٠٠ دقيقة");
  });

  it("says 1 minute and 30 minutes in English", () => {
    expect(en("lawyerDesk:settings.minutes", 1)).toBe("1 minute");
    expect(en("lawyerDesk:settings.minutes", 30)).toBe("30 minutes");
    expect(en("common:toasts.documentsUploadedDescription", 1)).toBe("1 document saved and sent for review.");
    expect(en("common:toasts.documentsUploadedDescription", 3)).toBe("3 documents saved and sent for review.");
  });

  it("agrees the Arabic noun with every count of documents and notifications", () => {
    expect(ar("common:toasts.documentsUploadedDescription", 2)).toBe("حُفظ مستندان وأُرسلا للمراجعة.");
    expect(ar("common:toasts.documentsUploadedDescription", 3)).toBe("حُفظت ٣ مستندات وأُرسلت للمراجعة.");
    expect(ar("dashboard:notificationsCard.unread", 1)).toBe("إشعار واحد غير مقروء");
    expect(ar("dashboard:notificationsCard.unread", 25)).toBe("٢٥ إشعارًا غير مقروء");
  });
});
