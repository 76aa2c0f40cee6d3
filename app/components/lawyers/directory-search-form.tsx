import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { CITIES, CONSULTATION_KINDS, LANGUAGES, MAX_FEE_QAR, MAX_QUERY_LENGTH, PRACTICE_AREAS, ROLL_LEVELS } from "#server/lawyers/catalog";
import type { SearchLawyersQuery } from "#server/lawyers/schemas";

const DIRECTORY_PATH = "/browse-law-firms";
const TYPING_DELAY_MS = 250;

/**
 * The directory's filters: a plain GET form, so every state is a URL and it works without
 * JavaScript. With JavaScript the results follow the fields as they change (typing is debounced),
 * through the same loader, without a full page load.
 */
export function DirectorySearchForm({ input }: { input: SearchLawyersQuery }) {
  const { t } = useTranslation("lawyers");
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: DIRECTORY_PATH, delayMs: TYPING_DELAY_MS, debouncedTypes: ["search", "number"] });

  return (
    <Form
      key={formKey}
      method="get"
      action={DIRECTORY_PATH}
      role="search"
      aria-label={t("search.formLabel")}
      className="card directory-filters"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <div className="field">
        <label htmlFor="directory-q">{t("search.q")}</label>
        <p id="directory-q-hint" className="hint">
          {t("search.qHint")}
        </p>
        <input
          id="directory-q"
          type="search"
          name="q"
          defaultValue={input.q}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          dir="auto"
          aria-describedby="directory-q-hint"
        />
      </div>
      <div className="filter-grid">
        <Select name="area" label={t("search.area")} anyLabel={t("search.anyArea")} value={input.area}>
          {PRACTICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`areas.${area}`)}
            </option>
          ))}
        </Select>
        <Select name="language" label={t("search.language")} anyLabel={t("search.anyLanguage")} value={input.language}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </Select>
        <Select name="city" label={t("search.city")} anyLabel={t("search.anyCity")} value={input.city}>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {t(`cities.${city}`)}
            </option>
          ))}
        </Select>
        <Select name="roll" label={t("search.roll")} anyLabel={t("search.anyRoll")} value={input.roll}>
          {ROLL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`roll.${level}`)}
            </option>
          ))}
        </Select>
        <Select name="kind" label={t("search.kind")} anyLabel={t("search.anyKind")} value={input.kind}>
          {CONSULTATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </Select>
        <div className="field">
          <label htmlFor="directory-sort">{t("search.sort")}</label>
          {/* The first choice sends no value: best match when there is a query, experience otherwise. */}
          <select id="directory-sort" name="sort" defaultValue={input.sort === "relevance" ? "" : (input.sort ?? "")}>
            <option value="">{t("search.sortRelevance")}</option>
            <option value="experience">{t("search.sortExperience")}</option>
            <option value="fee">{t("search.sortFee")}</option>
            <option value="rating">{t("search.sortRating")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="directory-minRating">{t("search.minRating")}</label>
          <select id="directory-minRating" name="minRating" defaultValue={input.minRating ? String(input.minRating) : ""}>
            <option value="">{t("search.anyRating")}</option>
            <option value="4">{t("search.rating4")}</option>
            <option value="3">{t("search.rating3")}</option>
          </select>
        </div>
        <FeeField name="feeMin" label={t("search.feeMin")} value={input.feeMin} />
        <FeeField name="feeMax" label={t("search.feeMax")} value={input.feeMax} />
        <div className="filter-check">
          <label className="choice">
            <input type="checkbox" name="qfc" value="1" defaultChecked={input.qfc === true} />
            <span>{t("search.qfc")}</span>
          </label>
        </div>
      </div>
      <p id="directory-fee-hint" className="hint">
        {t("search.feeHint")}
      </p>
      <div className="actions filter-actions">
        <button type="submit" className="btn-primary">
          {t("search.submit")}
        </button>
        <Link to={DIRECTORY_PATH} className="btn-ghost">
          {t("search.clear")}
        </Link>
      </div>
    </Form>
  );
}

function Select({ name, label, anyLabel, value, children }: { name: string; label: string; anyLabel: string; value?: string; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`directory-${name}`}>{label}</label>
      <select id={`directory-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}

function FeeField({ name, label, value }: { name: string; label: string; value?: number }) {
  return (
    <div className="field">
      <label htmlFor={`directory-${name}`}>{label}</label>
      <input
        id={`directory-${name}`}
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        max={MAX_FEE_QAR}
        step={50}
        defaultValue={value ?? ""}
        aria-describedby="directory-fee-hint"
      />
    </div>
  );
}
