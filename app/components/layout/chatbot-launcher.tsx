import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The floating chatbot button on every page (spec §1). A <details> element, so it opens without
 * JavaScript. Until the assistant itself lands it offers the two things a visitor can do now.
 */
export function ChatbotLauncher() {
  const { t } = useTranslation();
  return (
    <details className="chatbot">
      <summary className="chatbot-button" aria-label={t("chatbot.open")}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
      </summary>
      <section className="chatbot-panel" aria-labelledby="chatbot-title">
        <h2 id="chatbot-title">{t("chatbot.title")}</h2>
        <p>{t("chatbot.intro")}</p>
        <ul className="stack">
          <li>
            <Link to="/consultations" className="btn-primary block">
              {t("chatbot.bookConsultation")}
            </Link>
          </li>
          <li>
            <Link to="/voice-consultation" className="btn-secondary block">
              {t("chatbot.voiceConsultation")}
            </Link>
          </li>
          <li>
            <Link to="/contact" className="btn-secondary block">
              {t("chatbot.contactUs")}
            </Link>
          </li>
        </ul>
        <p className="muted small">{t("chatbot.hours")}</p>
      </section>
    </details>
  );
}
