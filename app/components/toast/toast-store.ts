import type { Toast } from "~/utils/toast";

/** spec §9: one toast at a time; the rest wait their turn. Lives in the browser only. */
type Listener = () => void;
let queue: Toast[] = [];
const seen = new Set<string>();
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  push(toasts: Toast[]) {
    const fresh = toasts.filter((toast) => !seen.has(toast.id));
    if (fresh.length === 0) return;
    fresh.forEach((toast) => seen.add(toast.id));
    queue = [...queue, ...fresh];
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
