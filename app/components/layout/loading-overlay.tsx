import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

const SESSION_CHANGING_ACTIONS = ["/client-area", "/logout"];

/**
 * spec §1: a full-screen loading message while the session is re-established after sign-in or
 * sign-out. It exists only once JavaScript runs; server-rendered content never waits for it.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const action = navigation.formAction ? new URL(navigation.formAction, "http://x").pathname : null;
  const busy = navigation.state !== "idle" && action !== null && SESSION_CHANGING_ACTIONS.includes(action);
  if (!busy) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="assertive" data-testid="loading-overlay">
      <span className="spinner" aria-hidden="true" />
      <p>{t("loading")}</p>
    </div>
  );
}
