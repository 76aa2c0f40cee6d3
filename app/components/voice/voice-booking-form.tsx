import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";

export interface VoiceChoice {
  lawyer: { id: string; name: string } | null;
  service: { label: string; href: string | null } | null;
}

/**
 * A plain GET form into the booking flow: /consultations?kind=voice&voiceMode=phone|browser, with
 * the carried-over lawyer and service. Works the same with JavaScript off.
 */
export function VoiceBookingForm({
  choice,
  carry,
  defaultMode,
}: {
  choice: VoiceChoice;
  carry: { lawyer: string | null; service: string | null };
  defaultMode: "phone" | "browser";
}) {
  const { t } = useTranslation("voice");
  return (
    <section className="card voice-booking" aria-labelledby="voice-book">
      <h2 id="voice-book">{t("page.formHeading")}</h2>
      {choice.lawyer || choice.service ? (
        <div data-testid="consultation-selection">
          <h3>{t("page.choiceHeading")}</h3>
          <dl className="facts">
            {choice.lawyer ? (
              <>
                <dt>{t("page.choiceLawyer")}</dt>
                <dd>
                  <Link to={`/lawyer-profile/${choice.lawyer.id}`}>{choice.lawyer.name}</Link>
                </dd>
              </>
            ) : null}
            {choice.service ? (
              <>
                <dt>{t("page.choiceService")}</dt>
                <dd>{choice.service.href ? <Link to={choice.service.href}>{choice.service.label}</Link> : choice.service.label}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      <form method="get" action="/consultations">
        <input type="hidden" name="kind" value="voice" />
        {carry.service ? <input type="hidden" name="service" value={carry.service} /> : null}
        {carry.lawyer ? <input type="hidden" name="lawyer" value={carry.lawyer} /> : null}
        <fieldset className="field">
          <legend>{t("page.modeLegend")}</legend>
          <label className="choice">
            <input type="radio" name="voiceMode" value="phone" defaultChecked={defaultMode === "phone"} />
            <span>
              <strong>{t("page.phoneTitle")}</strong>
              <span className="hint">{t("page.phoneBody")}</span>
            </span>
          </label>
          <label className="choice">
            <input type="radio" name="voiceMode" value="browser" defaultChecked={defaultMode === "browser"} />
            <span>
              <strong>{t("page.browserTitle")}</strong>
              <span className="hint">{t("page.browserBody")}</span>
            </span>
          </label>
        </fieldset>
        <p className="hint">{t("page.formHint")}</p>
        <button type="submit" className="btn-primary">
          {t("page.continue")}
        </button>
      </form>
    </section>
  );
}
