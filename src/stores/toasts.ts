import { atom } from 'nanostores';

/** SPEC §2.13, §9: a toast closes itself after this long. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated: the caller reads it from its own messages. */
  message: string;
}

/** The toasts on screen, oldest first. The overlay island renders them; nothing else does. */
export const $toasts = atom<readonly Toast[]>([]);

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast (SPEC §2.13) and schedules its auto-close; the id lets the caller dismiss it early. */
export function showToast({ kind, message }: { kind: ToastKind; message: string }): number {
  lastId += 1;
  const id = lastId;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS),
  );
  return id;
}

/** Removes a toast now (its close button, or the auto-close). Unknown ids are ignored. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}
