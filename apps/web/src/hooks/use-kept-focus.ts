import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps the keyboard user's place on a screen whose buttons are disabled while an action runs. A disabled button loses
 * the focus to the page's body, so a dialog the action opens cannot return it there, and the next Tab would start
 * again from the top of the page. Give `onFocus` to an element around the buttons: it remembers the last element
 * focused inside it (not in a portal), and gives the focus back to it when `isBusy` ends while the focus is lost.
 * `returnFocus` gives it back at once, for a dialog that closes.
 */
export function useKeptFocus(isBusy: boolean) {
  const lastFocused = useRef<HTMLElement | null>(null);

  const returnFocus = useCallback(() => {
    const target = lastFocused.current;
    if (target?.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (!isBusy && isFocusLost) returnFocus();
  }, [isBusy, returnFocus]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof HTMLElement && event.currentTarget.contains(event.target)) {
      lastFocused.current = event.target;
    }
  }, []);

  return { onFocus, returnFocus };
}
