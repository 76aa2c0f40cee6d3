import type { UpdateSummary } from "~/components/updates/update-card";
import type { AppLocale } from "~/i18n/config";
import { formatDate } from "~/utils/format";
import { pickLocale } from "~/utils/localize";

/** What the list and the related-updates box show of one update, in the page's language. */
export function toUpdateSummary(
  row: {
    id: string;
    title_ar: string;
    title_en: string;
    summary_ar: string;
    summary_en: string;
    category: string;
    tags: string[];
    published_at: Date | string;
    is_sample: boolean;
    author_id: string | null;
    author_name_ar: string | null;
    author_name_en: string | null;
  },
  locale: AppLocale,
): UpdateSummary {
  return {
    id: row.id,
    title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
    summary: pickLocale(locale, { ar: row.summary_ar, en: row.summary_en }),
    category: row.category,
    tags: row.tags,
    date: formatDate(row.published_at, locale),
    dateTime: new Date(row.published_at).toISOString(),
    author: row.author_id ? { id: row.author_id, name: pickLocale(locale, { ar: row.author_name_ar ?? "", en: row.author_name_en ?? "" }) } : null,
    isSample: row.is_sample,
  };
}
