import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { PersonalDataShape } from "#server/privacy/export-contents";
import { inLocale } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";
import { formatNumber } from "~/utils/format";

/** What the parts of summary.html share (./data-export-summary.tsx): labels, facts, file links and sizes. */

export type Props = { data: PersonalDataShape; t: TFunction; locale: AppLocale };

export const P = "privacy:export.summary";

/** The href of a file inside the ZIP, relative to summary.html (each segment percent-encoded). */
export function fileHref(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

export function FileLink({ path, name, t }: { path: string | null; name: string; t: TFunction }) {
  if (!path) {
    return (
      <span>
        <bdi>{name}</bdi> <span className="muted small">({t(`${P}.fileMissing`)})</span>
      </span>
    );
  }
  return (
    <a href={fileHref(path)}>
      <bdi>{name}</bdi>
    </a>
  );
}

export function sizeText(bytes: number, locale: AppLocale, t: TFunction) {
  return bytes >= 1024 * 1024
    ? t("cases:page.documents.sizeMb", { size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale) })
    : t("cases:page.documents.sizeKb", { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function None({ t }: { t: TFunction }) {
  return <p className="muted">{t(`${P}.none`)}</p>;
}

export const localeName = (pair: { ar?: string | null; en?: string | null }, locale: AppLocale) => inLocale(pair, locale).text;
