import type { DB } from "#db/index";

/**
 * The sample firm's profile (issue 27 §2, issue 29): a fictional office in West Bay with well-formed but
 * fictional Qatari numbers, marked is_sample (/contact labels it). Written only when no profile exists, so
 * re-seeding never overwrites what an admin saved in /dashboard/admin/firm.
 */
export const SAMPLE_FIRM_PROFILE = {
  name_ar: "قانون للمحاماة",
  name_en: "Qanun Legal",
  address_ar: "برج النخبة (عنوان تجريبي)، الطابق ١٢، شارع الكورنيش، الخليج الغربي، الدوحة، قطر",
  address_en: "Al Nukhba Tower (sample address), 12th floor, Corniche Street, West Bay, Doha, Qatar",
  hours_ar: "من الأحد إلى الخميس، من ٨:٠٠ صباحًا إلى ٥:٠٠ مساءً (بتوقيت قطر)",
  hours_en: "Sunday to Thursday, 8:00 am–5:00 pm (Qatar time)",
  phone: "+97444001234",
  whatsapp: "+97455001234",
  email: "office@qanun.example",
  urgent_phone: "+97433001234",
  map_url: "https://www.openstreetmap.org/?mlat=25.3225&mlon=51.5290#map=17/25.3225/51.5290",
  directions_ar: "المدخل الرئيسي من شارع الكورنيش، مقابل حديقة الخليج الغربي.\nمواقف الزوار في الطابق السفلي الأول؛ اطلب من الاستقبال ختم تذكرة الموقف.\nالمصاعد B إلى الطابق ١٢.",
  directions_en: "Main entrance on Corniche Street, opposite West Bay park.\nVisitor parking on basement level 1; ask reception to stamp your ticket.\nLifts B to the 12th floor.",
} as const;

export async function seedSampleFirmProfile(db: DB, opts: { log?: (line: string) => void } = {}): Promise<void> {
  const inserted = await db
    .insertInto("firm_profile")
    .values({ ...SAMPLE_FIRM_PROFILE, is_sample: true })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) opts.log?.("seed: sample firm profile");
}
