/**
 * Issue 28 §1: the engagement letter's PDF reads back with pdftotext (decision 042): Arabic and English side by
 * side, Arabic words whole and in logical order, amounts and spelt-out dates in order, "the Arabic text prevails"
 * in both languages; once signed, the final page with the signer, the time in Doha, the IP, the code's email and
 * the SHA-256 of the PDF as sent, then the countersignature.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { letterDate, letterTime } from "#server/engagement/pdf";
import { expectPhrase, flat, missing, pdfText } from "../../setup/pdf-text";
import { caseWithMilestones, lastCodeSentTo, letterRow, sentLetter, TERMS_AR, TERMS_EN, useEngagementDatabase, type Cast } from "./support";

let db: DB;
let cast: Cast;

useEngagementDatabase((ready) => ({ db, cast } = ready));

describe.skipIf(missing.length > 0)(`the engagement letter's text layer${missing.length ? `: skipped, ${missing.join(" and ")} not installed` : ""}`, () => {
  it("reads back both languages of every section, then the signature page", async () => {
    const caseId = await caseWithMilestones(cast);
    const letterId = await sentLetter(cast, caseId);
    const sent = await letterRow(db, letterId);
    const reference = (await db.selectFrom("cases").select("reference").where("id", "=", caseId).executeTakeFirstOrThrow()).reference;

    const text = pdfText((await cast.client.caller.engagement.pdf({ caseId, letterId })).body);
    if (process.env.DUMP_PDF_TEXT) console.log(text);
    expectPhrase(text, "خطاب التكليف واتفاقية الأتعاب");
    expect(flat(text)).toContain("Engagement letter and fee agreement");
    expectPhrase(text, "رقم القضية");
    expect(text).toContain(reference);
    expectPhrase(text, "الطرف الثاني ويشار إليه بالموكل");
    expectPhrase(text, "شركة الاختبار");
    expectPhrase(text, "تمثيل الموكل أمام محكمة الاستثمار والتجارة في نزاع التوريد");
    expect(flat(text)).toContain("Representing the client before the Investment and Trade Court in the supply dispute.");
    expectPhrase(text, "دراسة الملف");
    expectPhrase(text, "المبلغ بالريال القطري");
    for (const amount of ["٥٬٠٠٠", "١٢٬٥٠٠", "٢٠٬٠٠٠", "٣٧٬٥٠٠", "5,000", "12,500", "20,000", "37,500"]) expect(text).toContain(amount);
    expect(letterDate("2026-12-15", "ar")).toBe("١٥/١٢/٢٠٢٦");
    expect(text).toContain("١٥/١٢/٢٠٢٦");
    expect(flat(text)).toContain("15 December 2026");
    expectPhrase(text, "الأتعاب ثابتة بالعملة القطرية دون كسور");
    expectPhrase(text, TERMS_AR);
    expect(flat(text)).toContain(TERMS_EN);
    expectPhrase(text, "يخضع هذا الخطاب لقوانين دولة قطر وتختص محاكم دولة قطر بالفصل في أي نزاع ينشأ عنه أو يتعلق به");
    expectPhrase(text, "حرر هذا الخطاب باللغتين العربية والإنجليزية وعند أي اختلاف بينهما يعتد بالنص العربي");
    expect(flat(text)).toContain("If the two differ, the Arabic text prevails.");
    expect(text).not.toContain(sent.document_sha256!);

    await cast.client.caller.engagement.requestCode({ caseId, letterId });
    await cast.client.caller.engagement.sign({ caseId, letterId, fullName: "Client Owner", code: await lastCodeSentTo(cast.client.email), consent: true });
    const signed = await letterRow(db, letterId);
    const signedText = pdfText((await cast.client.caller.engagement.pdf({ caseId, letterId })).body);
    if (process.env.DUMP_PDF_TEXT) console.log(signedText);
    expectPhrase(signedText, "صفحة التوقيع");
    expect(signedText).toContain("Signature page");
    expectPhrase(signedText, "وقع باسم");
    expect(signedText).toContain("Client Owner");
    expect(signedText).toContain(sent.document_sha256!);
    expectPhrase(signedText, "البريد الذي أرسل إليه رمز التحقق");
    expect(signedText).toContain(cast.client.email);
    expect(signedText).toContain(signed.signed_ip!);
    expectPhrase(signedText, "الساعة بتوقيت الدوحة");
    expect(signedText).toContain(letterDate(signed.signed_at!, "ar"));
    expect(signedText).toContain(letterTime(signed.signed_at!, "ar"));
    expect(flat(signedText)).toContain(letterDate(signed.signed_at!, "en"));
    expect(signedText).toContain("Awaiting the Firm's countersignature.");

    await cast.lawyer.caller.engagement.countersign({ caseId, letterId });
    const final = pdfText((await cast.client.caller.engagement.pdf({ caseId, letterId })).body);
    expect(final).toContain("Assigned Lawyer");
    expectPhrase(final, "الموقع عن المكتب");
    expect(final).not.toContain("Awaiting the Firm's countersignature.");
  });
});
