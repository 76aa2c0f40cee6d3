import { useTranslation } from "react-i18next";
import { Bullets } from "~/components/content/content-sections";

/** The explanatory part of /voice-consultation: how it works, the two ways to talk, preparation, privacy, fees. */
export function VoiceServiceSections({ feeText, lawyerFeeText }: { feeText: string; lawyerFeeText: string | null }) {
  const { t } = useTranslation("voice");
  return (
    <>
      <section className="content-section" aria-labelledby="voice-how">
        <h2 id="voice-how">{t("page.howHeading")}</h2>
        <ol className="steps">
          {(["how1", "how2", "how3", "how4"] as const).map((key) => (
            <li key={key}>{t(`page.${key}`)}</li>
          ))}
        </ol>
      </section>
      <section className="content-section" aria-labelledby="voice-modes">
        <h2 id="voice-modes">{t("page.modesHeading")}</h2>
        <div className="voice-modes">
          <div className="card">
            <h3>{t("page.phoneTitle")}</h3>
            <p>{t("page.phoneBody")}</p>
          </div>
          <div className="card">
            <h3>{t("page.browserTitle")}</h3>
            <p>{t("page.browserBody")}</p>
          </div>
        </div>
      </section>
      <section className="content-section" aria-labelledby="voice-prepare">
        <h2 id="voice-prepare">{t("page.prepareHeading")}</h2>
        <Bullets items={(["prepare1", "prepare2", "prepare3", "prepare4"] as const).map((key) => t(`page.${key}`))} />
      </section>
      <section className="content-section" aria-labelledby="voice-privacy">
        <h2 id="voice-privacy">{t("page.privacyHeading")}</h2>
        <Bullets items={(["privacy1", "privacy2", "privacy3"] as const).map((key) => t(`page.${key}`))} />
      </section>
      <section className="content-section" aria-labelledby="voice-fees" data-testid="voice-fees">
        <h2 id="voice-fees">{t("page.feesHeading")}</h2>
        {lawyerFeeText ? <p>{lawyerFeeText}</p> : null}
        <p>{feeText}</p>
        <p>{t("page.feesNote")}</p>
      </section>
    </>
  );
}
