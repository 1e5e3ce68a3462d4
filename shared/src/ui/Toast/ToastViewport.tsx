import { useSyncExternalStore } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ToastItem, ToastQueue } from './toast-queue';
import styles from './ToastViewport.module.css';

export interface ToastViewportProps {
  queue: ToastQueue;
}

/**
 * Where toasts appear. Two live regions exist from the first render so screen readers
 * announce what is added: a polite status region, and an alert region for errors.
 */
export function ToastViewport({ queue }: ToastViewportProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const errors = toasts.filter((t) => t.tone === 'error');
  const others = toasts.filter((t) => t.tone !== 'error');
  return (
    <section className={styles.viewport} aria-label="Notifications">
      <div className={styles.region} role="status" aria-live="polite">
        {others.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={() => queue.close(toast.id)} />
        ))}
      </div>
      <div className={styles.region} role="alert">
        {errors.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={() => queue.close(toast.id)} />
        ))}
      </div>
    </section>
  );
}

function Toast({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  return (
    <div
      className={[styles.toast, styles[toast.tone]].filter(Boolean).join(' ')}
      data-tone={toast.tone}
    >
      <p className={styles.message}>{toast.message}</p>
      <AriaButton className={styles.close} aria-label="Dismiss notification" onPress={onClose}>
        ×
      </AriaButton>
    </div>
  );
}
