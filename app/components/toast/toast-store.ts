import type { Toast } from "~/utils/toast";

/** spec §9: one toast at a time; the rest of its batch wait their turn. Lives in the browser only. */
type Listener = () => void;
let queue: Toast[] = [];
let lastNavigation: string | undefined;
const seen = new Set<string>();
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  /**
   * The toasts of a navigation (`navigation`: its location key) are the answer to the latest submission: they take the
   * place of what an earlier navigation left showing or waiting (issue 29: a red "not saved" must not stay over the
   * success that followed it within 5 s). Within a navigation, one at a time, in order.
   */
  push(toasts: Toast[], navigation?: string) {
    const fresh = toasts.filter((toast) => !seen.has(toast.id));
    if (fresh.length === 0) return;
    fresh.forEach((toast) => seen.add(toast.id));
    // The page's several lists (the root's flash, a dashboard's own) of one navigation join; a later one replaces.
    queue = navigation !== undefined && navigation === lastNavigation ? [...queue, ...fresh] : fresh;
    lastNavigation = navigation;
    emit();
  },
  dismiss(id: string) {
    queue = queue.filter((toast) => toast.id !== id);
    emit();
  },
  current(): Toast | null {
    return queue[0] ?? null;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
