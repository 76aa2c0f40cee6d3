import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CONSULTATION_KINDS } from "#db/schema";
import { CITIES, LANGUAGES, PRACTICE_AREAS } from "#server/lawyers/catalog";
import { SkeletonCards } from "~/components/ui/skeleton";
import { type AppLocale, localeOf } from "~/i18n/config";
import { bookingHref, choicesComplete, dayIn, lawyerQuery, PERIOD_DAYS, readBookingChoices, slotPeriod, type BookingChoices } from "~/components/consultations/booking-state";
import { formatQarAmount, type LawyerOption } from "~/components/consultations/booking-summary";
import { SlotPicker, type SlotView } from "~/components/consultations/slot-picker";
import { FIRM_TIME_ZONE, formatWhen } from "~/components/consultations/time";
import { trpcClient } from "~/components/consultations/trpc-client";
import type { BookingPageData } from "./booking-types";

type LoaderData = BookingPageData;

type LawyerList = LoaderData["lawyerList"];

interface LiveState {
  choices: BookingChoices;
  lawyers: LawyerOption[];
  list: LawyerList;
  slots: { from: string; items: SlotView[]; prev: string | null; next: string | null } | null;
  error: string | null;
  loading: boolean;
  /** The lawyer list itself is being fetched again (a filter or the page changed, not only the chosen lawyer). */
  listLoading: boolean;
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Step 1: area, kind, lawyer. With JavaScript the lawyer list and the slots follow each change in place (tRPC),
 * and while a new list loads (a changed filter, or a page or "apply" link that navigates) its place holds
 * skeleton cards, as in the directory.
 */
export function ChooseStep({ data }: { data: LoaderData }) {
  const { t } = useTranslation("consultations");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [live, setLive] = useState<LiveState | null>(null);
  // Typing "500" asks three times; only the last answer may land.
  const latest = useRef(0);
  useEffect(() => {
    latest.current += 1;
    setLive(null);
  }, [data]);
  const choices = live?.choices ?? data.choices;
  const lawyers = live?.lawyers ?? data.lawyers;
  const list = live?.list ?? data.lawyerList;
  const navigatingToList =
    navigation.state === "loading" &&
    navigation.location.pathname === "/consultations" &&
    readBookingChoices(new URLSearchParams(navigation.location.search)).step === "choose";
  const listLoading = Boolean(live?.listLoading) || navigatingToList;

  async function refresh(next: BookingChoices, from: string | null, listChanges: boolean) {
    const request = ++latest.current;
    setLive((prev) => ({ ...(prev ?? { slots: null, error: null, lawyers, list }), choices: next, loading: true, listLoading: listChanges }));
    try {
      const client = trpcClient();
      const result = await client.consultations.options.query(lawyerQuery(next));
      const chosen = result.chosen;
      const options = chosen && !result.lawyers.some((l) => l.id === chosen.id) ? [chosen, ...result.lawyers] : result.lawyers;
      const nextList: LawyerList = { total: result.total, page: result.page, pageCount: result.pageCount, firstFree: result.firstFree };
      if (next.lawyer && next.lawyer !== "any" && !chosen) next = { ...next, lawyer: null };
      let slots: LiveState["slots"] = null;
      if (choicesComplete(next) && next.kind !== "written") {
        const period = slotPeriod(from, dayIn(new Date(), FIRM_TIME_ZONE));
        const result = await client.consultations.slots.query({
          lawyerId: next.lawyer === "any" ? undefined : next.lawyer,
          serviceArea: next.service,
          kind: next.kind,
          from: period.start,
          days: PERIOD_DAYS,
        });
        slots = { from: period.start, items: result.slots, prev: period.prev, next: period.next };
      }
      if (request !== latest.current) return;
      setLive({ choices: next, lawyers: options, list: nextList, slots, error: null, loading: false, listLoading: false });
    } catch {
      if (request !== latest.current) return;
      setLive((prev) => (prev ? { ...prev, loading: false, listLoading: false, error: "common:errors.unexpected" } : prev));
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === "string") params.set(key, value);
    // A changed filter starts the list again from its first page.
    const target = event.target as HTMLInputElement | null;
    if (target?.name !== "page") params.delete("page");
    // Choosing a lawyer only asks for their slots: the list stays as it is.
    void refresh(readBookingChoices(params), null, target?.name !== "lawyer");
  }

  const showLiveSlots = hydrated && live?.slots && choicesComplete(choices);
  return (
    <>
      <Form method="get" action="/consultations" className="card form" onChange={onChange} aria-busy={live?.loading || undefined}>
        <h2>{t("book.choose.heading")}</h2>
        {choices.voiceMode ? <input type="hidden" name="voiceMode" value={choices.voiceMode} /> : null}

        <div className="field">
          <label htmlFor="booking-service">{t("book.fields.service")}</label>
          <select id="booking-service" name="service" defaultValue={choices.service ?? ""} required>
            <option value="">{t("book.fields.servicePlaceholder")}</option>
            {PRACTICE_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`lawyers:areas.${area}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>{t("book.fields.kind")}</legend>
          {CONSULTATION_KINDS.map((kind) => (
            <label key={kind} className="choice">
              <input type="radio" name="kind" value={kind} defaultChecked={choices.kind === kind} required />
              <span>
                <strong>{t(`kinds.${kind}`)}</strong>
                <span className="muted block">{t(`kindHints.${kind}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="field" data-testid="lawyer-filters">
          <legend>{t("book.filters.legend")}</legend>
          <div className="field">
            <label htmlFor="booking-language">{t("book.filters.language")}</label>
            <select id="booking-language" name="language" defaultValue={choices.language ?? ""}>
              <option value="">{t("book.filters.anyLanguage")}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`lawyers:languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="booking-city">{t("book.filters.city")}</label>
            <select id="booking-city" name="city" defaultValue={choices.city ?? ""}>
              <option value="">{t("book.filters.anyCity")}</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {t(`lawyers:cities.${city}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="booking-fee-max">{t("book.filters.feeMax")}</label>
            <input id="booking-fee-max" name="feeMax" type="text" inputMode="numeric" dir="ltr" maxLength={7} defaultValue={choices.feeMax ?? ""} pattern="[0-9٠-٩۰-۹]*" />
          </div>
          <button type="submit" name="step" value="choose" formNoValidate className="btn-secondary" data-testid="apply-lawyer-filters">
            {t("book.filters.apply")}
          </button>
        </fieldset>
        <fieldset className="field" data-testid="lawyer-choices">
          <legend>{t("book.fields.lawyer")}</legend>
          <label className="choice">
            <input type="radio" name="lawyer" value="any" defaultChecked={choices.lawyer === "any"} required />
            <span>
              <strong>{t("book.anyLawyer")}</strong>
              <span className="muted block">{t("book.anyLawyerHint")}</span>
            </span>
          </label>
          <div className="lawyer-results" aria-busy={listLoading} data-testid="lawyer-results">
            <p className="muted small" role="status" data-testid="lawyer-count">
              {listLoading ? t("lawyers:search.updating") : t("book.filters.count", { count: list.total })}
            </p>
            {listLoading ? (
              <>
                {/* The chosen lawyer stays chosen while their radio is out of the page. */}
                {choices.lawyer && choices.lawyer !== "any" ? <input type="hidden" name="lawyer" value={choices.lawyer} /> : null}
                <SkeletonCards count={Math.max(2, Math.min(lawyers.length, 4))} lines={3} layout="stack" testId="lawyer-choices-loading" />
              </>
            ) : (
              <>
                {lawyers.map((lawyer) => (
                  <LawyerChoice
                    key={lawyer.id}
                    lawyer={lawyer}
                    checked={choices.lawyer === lawyer.id}
                    kind={choices.kind}
                    firstFree={list.firstFree[lawyer.id] ?? null}
                    timeZone={data.timeZone}
                  />
                ))}
                {lawyers.length === 0 ? <p className="muted">{t("book.noLawyers")}</p> : null}
              </>
            )}
          </div>
          {list.pageCount > 1 ? (
            <nav className="pagination" aria-label={t("book.filters.pages")}>
              {list.page > 1 ? (
                <Link to={bookingHref({ ...choices, step: "choose", page: list.page - 1 })} rel="prev" data-testid="lawyers-prev" preventScrollReset>
                  {t("book.filters.prev")}
                </Link>
              ) : null}{" "}
              <span>{t("book.filters.page", { page: list.page, pages: list.pageCount })}</span>{" "}
              {list.page < list.pageCount ? (
                <Link to={bookingHref({ ...choices, step: "choose", page: list.page + 1 })} rel="next" data-testid="lawyers-next" preventScrollReset>
                  {t("book.filters.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </fieldset>
        {live?.error ? (
          <p className="form-errors" role="alert">
            {t(live.error)}
          </p>
        ) : null}
        <button type="submit" name="step" value="time" className="btn-primary">
          {choices.kind === "written" ? t("book.choose.continueWritten") : t("book.choose.continue")}
        </button>
      </Form>
      {showLiveSlots && live?.slots ? (
        <Form method="get" action="/consultations" className="card form" aria-live="polite">
          <ChoiceInputs choices={choices} step="details" />
          <SlotPicker
            slots={live.slots.items}
            timeZone={data.timeZone}
            locale={data.locale}
            selected={null}
            prevHref={live.slots.prev ? bookingHref({ ...choices, step: "time", from: live.slots.prev }) : null}
            nextHref={live.slots.next ? bookingHref({ ...choices, step: "time", from: live.slots.next }) : null}
            onNavigate={(direction) => void refresh(choices, direction < 0 ? live.slots!.prev : live.slots!.next, false)}
          />
          {live.slots.items.length > 0 ? (
            <button type="submit" className="btn-primary">
              {t("book.slots.continue")}
            </button>
          ) : null}
        </Form>
      ) : null}
    </>
  );
}

function LawyerChoice({
  lawyer,
  checked,
  kind,
  firstFree,
  timeZone,
}: {
  lawyer: LawyerOption;
  checked: boolean;
  kind: string | null;
  firstFree: string | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation("consultations");
  const locale = localeOf(i18n.language);
  return (
    <label className="choice lawyer-choice">
      <input type="radio" name="lawyer" value={lawyer.id} defaultChecked={checked} required />
      <span>
        <strong>{locale === "en" ? lawyer.name_en : lawyer.name_ar}</strong>
        <span className="muted block">{locale === "en" ? lawyer.title_en : lawyer.title_ar}</span>
        <span className="fee-list block">
          {CONSULTATION_KINDS.filter((k) => lawyer.fees[k] !== null && (!kind || k === kind)).map((k) => (
            <span key={k}>
              {t(`kinds.${k}`)}: <Fee value={lawyer.fees[k]!} locale={locale} />
            </span>
          ))}
        </span>
        {firstFree ? (
          <span className="muted block small" data-testid="first-free">
            {t("book.filters.firstFree", { time: formatWhen(firstFree, timeZone, locale) })}
          </span>
        ) : null}
      </span>
    </label>
  );
}

function Fee({ value, locale }: { value: number; locale: AppLocale }) {
  return <bdi>{formatQarAmount(value, locale)}</bdi>;
}

/** The choices as hidden fields, for the next step's form. */
export function ChoiceInputs({
  choices,
  step,
  withSlot = false,
  withVoiceMode = true,
}: {
  choices: BookingChoices;
  step?: string;
  withSlot?: boolean;
  /** The details step asks for the voice mode itself. */
  withVoiceMode?: boolean;
}) {
  return (
    <>
      {choices.service ? <input type="hidden" name="service" value={choices.service} /> : null}
      {choices.kind ? <input type="hidden" name="kind" value={choices.kind} /> : null}
      {choices.lawyer ? <input type="hidden" name="lawyer" value={choices.lawyer} /> : null}
      {withVoiceMode && choices.voiceMode ? <input type="hidden" name="voiceMode" value={choices.voiceMode} /> : null}
      {withSlot && choices.slot ? <input type="hidden" name="slot" value={choices.slot} /> : null}
      {step ? <input type="hidden" name="step" value={step} /> : null}
    </>
  );
}

/** Step 2 without JavaScript: the slots of one period, previous/next period as links. */
