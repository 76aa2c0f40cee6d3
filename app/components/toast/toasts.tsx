import { useLocation } from "@remix-run/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "~/utils/toast";
import { toastStore } from "./toast-store";

/** spec §9: toasts auto-dismiss after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

function ToastBody({ toast, onClose }: { toast: Toast; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"} data-testid="toast">
      <div>
        <p className="toast-title">{t(`toasts.${toast.title}`)}</p>
        {toast.description ? <p>{t(toast.description, toast.params)}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="toast-close" onClick={onClose} aria-label={t("toasts.dismiss")}>
          ×
        </button>
      ) : null}
    </div>
  );
}

/**
 * Renders the messages in the page (that is what a visitor without JavaScript sees after the
 * redirect); once JavaScript runs it hands them to the viewport, which shows one at a time.
 */
export function ToastList({ toasts }: { toasts: Toast[] }) {
  const [handedOver, setHandedOver] = useState(false);
  const { key } = useLocation();
  useEffect(() => {
    toastStore.push(toasts, key);
    setHandedOver(true);
  }, [toasts, key]);
  if (handedOver || toasts.length === 0) return null;
  return (
    <div className="container toast-inline" data-testid="toast-list">
      {toasts.map((toast) => (
        <ToastBody key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

export function ToastViewport() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.current, () => null);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => toastStore.dismiss(current.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div className="toast-viewport" aria-live="polite">
      {current ? <ToastBody key={current.id} toast={current} onClose={() => toastStore.dismiss(current.id)} /> : null}
    </div>
  );
}
