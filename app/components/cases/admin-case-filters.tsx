import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { CASE_STATUSES } from "#server/cases/constants";
import { COURTS } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { ADMIN_CASES_PATH, SORT_CHOICES as SORTS, type AdminCaseParams } from "./admin-case-params";
import { localeOf } from "~/i18n/config";
const TYPING_DELAY_MS = 300;

/**
 * The filters of /admin/cases: a plain GET form, so every state is a URL and it works without
 * JavaScript. With JavaScript the list follows the fields as they change (typing is debounced),
 * through the same loader, without a full page load (as the lawyer directory does).
 */
export function AdminCaseFilters({ params, lawyers }: { params: AdminCaseParams; lawyers: { id: string; name: string }[] }) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: ADMIN_CASES_PATH, delayMs: TYPING_DELAY_MS, debouncedTypes: ["search"] });

  return (
    <Form
      key={formKey}
      method="get"
      action={ADMIN_CASES_PATH}
      role="search"
      aria-label={t("admin.filters.label")}
      className="card filter-panel"
      onChange={onChange}
      onSubmit={onSubmit}
      data-testid="admin-case-filters"
    >
      <div className="field">
        <label htmlFor="cases-q">{t("admin.filters.q")}</label>
        <p id="cases-q-hint" className="hint">
          {t("admin.filters.qHint")}
        </p>
        <input id="cases-q" type="search" name="q" defaultValue={params.q} maxLength={200} autoComplete="off" dir="auto" aria-describedby="cases-q-hint" />
      </div>
      <div className="filter-row filter-row-2-3">
        <Select name="status" label={t("admin.filters.status")} anyLabel={t("admin.filters.anyStatus")} value={params.status}>
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
        <Select name="lawyer" label={t("admin.filters.lawyer")} anyLabel={t("admin.filters.anyLawyer")} value={params.lawyer}>
          {lawyers.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
        <Select name="area" label={t("admin.filters.area")} anyLabel={t("admin.filters.anyArea")} value={params.area}>
          {PRACTICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`lawyers:areas.${area}`)}
            </option>
          ))}
        </Select>
        <Select name="court" label={t("admin.filters.court")} anyLabel={t("admin.filters.anyCourt")} value={params.court}>
          {COURTS.map((court) => (
            <option key={court.code} value={court.code}>
              {court[locale]}
            </option>
          ))}
        </Select>
        <div className="field">
          <label htmlFor="cases-sort">{t("admin.filters.sort")}</label>
          <select id="cases-sort" name="sort" defaultValue={params.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="choice">
            <input id="cases-hearings" type="checkbox" name="hearings" value="next7" defaultChecked={params.hearings === "next7"} />
            <label htmlFor="cases-hearings">{t("admin.filters.hearingsNext7")}</label>
          </span>
        </div>
      </div>
      <div className="search-actions actions">
        <button type="submit" className="btn-primary">
          {t("admin.filters.apply")}
        </button>
        <Link to={ADMIN_CASES_PATH} className="btn-ghost">
          {t("admin.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

function Select({ name, label, anyLabel, value, children }: { name: string; label: string; anyLabel: string; value?: string; children: ReactNode }) {
  const id = `cases-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}
