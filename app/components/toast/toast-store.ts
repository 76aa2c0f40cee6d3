import type { Toast } from "~/utils/toast";

/** spec §9: one toast at a time; the rest of its batch wait their turn. Lives in the browser only. */
type Listener = () => void;
let queue: Toast[] = [];
const seen = new Set<string>();
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  /**
   * A new batch is the answer to the latest submission: it takes the place of what an earlier one left showing or
   * waiting (issue 29: a red "not saved" must not stay over the success that followed it within 5 s). Within a
   * batch, one at a time.
   */
  push(toasts: Toast[]) {
    const fresh = toasts.filter((toast) => !seen.has(toast.id));
    if (fresh.length === 0) return;
    fresh.forEach((toast) => seen.add(toast.id));
    queue = fresh;
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
