import type { PostingTextColumns } from "#server/careers/constants";
import type { PostingView } from "~/components/careers/posting-facts";
import type { AppLocale } from "~/i18n/config";
import { formatDate } from "~/utils/format";
import { pickLocale } from "~/utils/localize";

export function toPostingView(
  row: PostingTextColumns & { id: string; employment_type: string; closes_at: Date | string; is_sample: boolean },
  locale: AppLocale,
): PostingView {
  const requirements = locale === "en" ? row.requirements_en : row.requirements_ar;
  return {
    id: row.id,
    title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
    description: pickLocale(locale, { ar: row.description_ar, en: row.description_en }),
    requirements: requirements.length > 0 ? requirements : locale === "en" ? row.requirements_ar : row.requirements_en,
    location: pickLocale(locale, { ar: row.location_ar, en: row.location_en }),
    type: row.employment_type,
    closes: formatDate(row.closes_at, locale),
    closesDateTime: new Date(row.closes_at).toISOString(),
    isSample: row.is_sample,
  };
}
