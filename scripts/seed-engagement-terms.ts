import type { DB } from "#db/index";

/**
 * The sample firm's standard terms of engagement (issue 28 §1): fictional, marked is_sample (the back office says
 * so), in both languages, naming the laws and courts of Qatar and the Arabic text prevailing. Written only when no
 * version exists, so re-seeding never adds a version over what an admin saved. The Arabic has no Arabic comma and no
 * vowel marks: the letter's PDF reads back whole with pdftotext (decision 042).
 */
export const SAMPLE_ENGAGEMENT_TERMS = {
  body_ar: [
    "نص تجريبي لأغراض العرض فقط.",
    "يلتزم المكتب ببذل العناية المهنية الواجبة في تمثيل الموكل وفق نطاق العمل المبين في هذا الخطاب ولا يضمن نتيجة بعينها.",
    "يلتزم الموكل بتزويد المكتب بالمعلومات والمستندات الصحيحة في الوقت المناسب وبسداد الأتعاب في مواعيد استحقاقها.",
    "يحافظ المكتب على سرية معلومات الموكل ولا يفصح عنها إلا بإذنه أو بحكم القانون.",
    "يجوز لأي من الطرفين إنهاء التكليف بإشعار كتابي وتستحق الأتعاب عن المراحل المنجزة حتى تاريخ الإنهاء.",
    "يخضع هذا التكليف لقوانين دولة قطر وتختص محاكم دولة قطر بنظر أي نزاع ينشأ عنه.",
    "حرر هذا الخطاب باللغتين العربية والإنجليزية وعند الاختلاف يعتد بالنص العربي.",
  ].join("\n\n"),
  body_en: [
    "Sample text for demonstration only.",
    "The Firm shall exercise due professional care in representing the Client within the scope of work stated in this letter, and does not guarantee any particular outcome.",
    "The Client shall provide the Firm with accurate information and documents in good time, and pay the fees when they fall due.",
    "The Firm keeps the Client's information confidential and discloses it only with the Client's consent or as the law requires.",
    "Either party may end the engagement by written notice; fees for milestones completed up to that date remain due.",
    "This engagement is governed by the laws of the State of Qatar, and the courts of the State of Qatar have jurisdiction over any dispute arising from it.",
    "This letter is made in Arabic and English; if they differ, the Arabic text prevails.",
  ].join("\n\n"),
} as const;

export async function seedSampleEngagementTerms(db: DB, opts: { log?: (line: string) => void } = {}): Promise<void> {
  const inserted = await db
    .insertInto("engagement_terms")
    .values({ version: 1, ...SAMPLE_ENGAGEMENT_TERMS, is_sample: true, created_by: null })
    .onConflict((oc) => oc.column("version").doNothing())
    .returning("version")
    .executeTakeFirst();
  if (inserted) opts.log?.("seed: sample engagement terms");
}
