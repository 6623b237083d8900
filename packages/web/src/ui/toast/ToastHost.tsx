import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toasts as appToasts, type ToastStore } from './toast-store';

const ToastView = lazy(() =>
  import('./ToastView').then((module) => ({ default: module.ToastView })),
);

/**
 * Shows the first toast of the queue. The snackbar's code loads with the first toast, so pages
 * that never show one do not download it.
 */
export function ToastHost({ store = appToasts }: { store?: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.current);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={toast.id} toast={toast} onClose={() => store.dismiss(toast.id)} />
    </Suspense>
  );
}
