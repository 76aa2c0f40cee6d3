import { useTranslation } from "react-i18next";
import { ContentSections } from "~/components/content/content-sections";
import { PageHeader } from "~/components/layout/page-header";
import { formatNumber } from "~/utils/format";
import { TimeZoneScript } from "~/components/consultations/time-zone-script";
import type { BookingActionData, BookingPageData } from "./booking-types";
import { ChooseStep } from "./choose-step";
import { DetailsStep, TimeStep } from "./time-and-details-steps";

type LoaderData = BookingPageData;
type ActionData = BookingActionData;

const STEPS = ["choose", "time", "details"] as const;

export function BookingPage({ data, actionData, heading, intro }: { data: LoaderData; actionData: ActionData | null; heading: string; intro: string }) {
  const { t } = useTranslation("consultations");
  const { choices, locale } = data;
  const written = choices.kind === "written";
  return (
    <article className="container page">
      <TimeZoneScript />
      <PageHeader heading={heading} intro={intro} />
      <ol className="booking-steps" aria-label={t("book.steps.label")}>
        {STEPS.filter((s) => !(written && s === "time")).map((s, index) => (
          <li key={s} aria-current={choices.step === s ? "step" : undefined}>
            <span className="step-number">{formatNumber(index + 1, locale)}</span> {t(`book.steps.${s}`)}
          </li>
        ))}
      </ol>
      {data.lawyerNotOffered ? (
        <p className="notice" role="status" data-testid="lawyer-not-offered">
          {t("book.lawyerNotOffered")}
        </p>
      ) : null}
      {choices.step === "choose" ? <ChooseStep data={data} /> : null}
      {choices.step === "time" ? <TimeStep data={data} /> : null}
      {choices.step === "details" ? <DetailsStep data={data} actionData={actionData} locale={locale} /> : null}
      <ContentSections pageKey="consultations" className="content-section" />
    </article>
  );
}

