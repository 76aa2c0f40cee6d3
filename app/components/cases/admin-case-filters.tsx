import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import { FilterPanel, FilterSelect, SearchField } from "~/components/back-office/list-page/filter-panel";
import { CASE_STATUSES } from "#server/cases/constants";
import { COURTS } from "#server/cases/courts";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { ADMIN_CASES_PATH, SORT_CHOICES as SORTS, type AdminCaseParams } from "./admin-case-params";

/**
 * The filters of /admin/cases: a plain GET form, so every state is a URL and it works without
 * JavaScript. With JavaScript the list follows the fields as they change (typing is debounced),
 * through the same loader, without a full page load (as the lawyer directory does).
 */
export function AdminCaseFilters({ params, lawyers }: { params: AdminCaseParams; lawyers: { id: string; name: string }[] }) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  return (
    <FilterPanel path={ADMIN_CASES_PATH} label={t("admin.filters.label")} testId="admin-case-filters" live={["search"]} apply={t("admin.filters.apply")} clear={t("admin.filters.clear")}>
      <SearchField id="cases-q" label={t("admin.filters.q")} hint={t("admin.filters.qHint")} value={params.q} />
      <div className="filter-row filter-row-2-3">
        <FilterSelect id="cases-status" name="status" label={t("admin.filters.status")} anyLabel={t("admin.filters.anyStatus")} value={params.status}>
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="cases-lawyer" name="lawyer" label={t("admin.filters.lawyer")} anyLabel={t("admin.filters.anyLawyer")} value={params.lawyer}>
          {lawyers.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="cases-area" name="area" label={t("admin.filters.area")} anyLabel={t("admin.filters.anyArea")} value={params.area}>
          {PRACTICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`lawyers:areas.${area}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="cases-court" name="court" label={t("admin.filters.court")} anyLabel={t("admin.filters.anyCourt")} value={params.court}>
          {COURTS.map((court) => (
            <option key={court.code} value={court.code}>
              {court[locale]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="cases-sort" name="sort" label={t("admin.filters.sort")} value={params.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`admin.sort.${sort}`)}
            </option>
          ))}
        </FilterSelect>
        <div className="field">
          <span className="choice">
            <input id="cases-hearings" type="checkbox" name="hearings" value="next7" defaultChecked={params.hearings === "next7"} />
            <label htmlFor="cases-hearings">{t("admin.filters.hearingsNext7")}</label>
          </span>
        </div>
      </div>
    </FilterPanel>
  );
}
