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
   * The toasts of a navigation (`navigation`: its location key) answer the latest submission: an earlier navigation's
   * error goes at once (issue 29: a red "not saved" must not stay over the success that followed it within 5 s); the
   * rest are shown one at a time, in order.
   */
  push(toasts: Toast[], navigation?: string) {
    const fresh = toasts.filter((toast) => !seen.has(toast.id));
    if (fresh.length === 0) return;
    fresh.forEach((toast) => seen.add(toast.id));
    // The page's several lists (the root's flash, a dashboard's own) of one navigation join. A later navigation's toasts
    // drop an earlier one's errors (the failure it answered is over) and wait behind its other messages, which may not
    // have been read yet ("email confirmed" before "signed in").
    const earlier = navigation !== undefined && navigation === lastNavigation ? queue : queue.filter((toast) => toast.kind !== "error");
    queue = [...earlier, ...fresh];
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
