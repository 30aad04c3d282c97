import type { ToastOptions } from 'react-toastify';

/** The container's default is 5 s (spec section 9); the product's own messages close after 3 s. */
const PRODUCT_TOAST_MS = 3_000;

const productToast: ToastOptions = { autoClose: PRODUCT_TOAST_MS, closeButton: true, draggable: true };
/**
 * An error stays until the user closes it (issue 30): most errors appear as toasts, and 3 s is too short to read,
 * copy or act on a server's message. Successes, warnings and notes close after 3 s as the spec says.
 */
const errorToast: ToastOptions = { ...productToast, autoClose: false };

/**
 * react-toastify, loaded with the first toast rather than with the first page (issue 30's 200 kB budget): the sign-in
 * page shows none until a sign-in fails. The library keeps a toast made before its container is on the page and shows
 * it once the container mounts; `AppProviders` mounts the container when {@link toastsShown} says a toast was asked for.
 */
const loadToastify = () => import('react-toastify');

let wasAsked = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet, as a store for `useSyncExternalStore`. */
export const toastsShown = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wasAsked,
};

type ToastKind = 'success' | 'error' | 'warning' | 'info';

const show = (kind: ToastKind) => (message: string) => {
  if (!wasAsked) {
    wasAsked = true;
    for (const listener of listeners) listener();
  }
  void loadToastify().then(({ toast }) => toast[kind](message, kind === 'error' ? errorToast : productToast));
};

/** The product's toasts, so every screen uses the same timing. */
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
