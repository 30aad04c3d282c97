import { toast, type ToastOptions } from 'react-toastify';

/** The container's default is 5 s (spec section 9); the product's own messages close after 3 s. */
const PRODUCT_TOAST_MS = 3_000;

const productToast: ToastOptions = { autoClose: PRODUCT_TOAST_MS, closeButton: true, draggable: true };

/** The product's toasts, so every screen uses the same timing. */
export const notify = {
  success: (message: string) => toast.success(message, productToast),
  error: (message: string) => toast.error(message, productToast),
  warning: (message: string) => toast.warning(message, productToast),
  info: (message: string) => toast.info(message, productToast),
};
