import { TOAST_DURATION_MS } from '@portal/core';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';
export type ToastAction = { label: string; onClick: () => void };
export type ToastInput = {
  message: string;
  severity?: ToastSeverity;
  durationMs?: number;
  action?: ToastAction;
  /** A hex background colour instead of the severity's (messages pushed by the hub). */
  colour?: string;
};
export type Toast = Required<Omit<ToastInput, 'action' | 'colour'>> & {
  id: number;
  action?: ToastAction;
  colour?: string;
};

type Listener = () => void;

/**
 * The toast queue, outside React so the API client can show toasts too. One toast shows at a
 * time; a message already showing or waiting is not queued twice. An error goes ahead of every
 * toast that is not an error, the one showing included (it shows again afterwards), so a
 * background notice such as the hub's reconnect countdown never hides what just failed.
 */
export function createToastStore() {
  let queue: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    /** Queues a toast; answers its id (the waiting one's when the same message is queued). */
    show(input: ToastInput): number {
      const same = queue.find((toast) => toast.message === input.message);
      if (same) return same.id;
      const toast: Toast = {
        id: nextId++,
        message: input.message,
        severity: input.severity ?? 'info',
        durationMs: input.durationMs ?? TOAST_DURATION_MS,
        action: input.action,
        colour: input.colour,
      };
      const firstNotError = queue.findIndex((waiting) => waiting.severity !== 'error');
      const at = toast.severity === 'error' && firstNotError >= 0 ? firstNotError : queue.length;
      queue = [...queue.slice(0, at), toast, ...queue.slice(at)];
      emit();
      return toast.id;
    },
    dismiss(id: number): void {
      queue = queue.filter((toast) => toast.id !== id);
      emit();
    },
    current: (): Toast | undefined => queue[0],
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's toast queue. */
export const toasts = createToastStore();
