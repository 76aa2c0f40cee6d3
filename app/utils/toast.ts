/**
 * A message for the person, by locale key (spec §8 catalogue lives under `toasts.` in common.json).
 * Shared by server and browser code, so it holds data only.
 */
export interface Toast {
  id: string;
  kind: "success" | "error" | "info";
  /** Key under `toasts.` in common.json, e.g. "signInFailed". */
  title: string;
  /** Full key (any namespace) for the description, e.g. "toasts.checkEmail" or "common:errors.rate_limited". */
  description?: string;
  params?: Record<string, string | number>;
}

export function makeToast(toast: Omit<Toast, "id">): Toast {
  return { id: Math.random().toString(36).slice(2, 10), ...toast };
}
