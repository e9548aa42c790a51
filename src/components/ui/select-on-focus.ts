import { useRef, type FocusEvent, type MouseEvent } from "react";

/**
 * Selects the whole value when the field gets the focus, so typing replaces a pre-filled value instead of
 * splicing into it ("R$ 3.500,00" + "1850,00" must never become R$ 11.500.000.850,00). With the mouse the
 * browser places the caret at the click on mousedown and again on mouseup, after the focus: the mouseup that
 * ends the focusing click selects everything again and is kept from moving the caret. A second click in a
 * field that already has the focus places the caret as usual, so one digit can still be edited.
 */
export function useSelectOnFocus<E extends HTMLInputElement>(handlers: {
  onFocus?: (event: FocusEvent<E>) => void;
  onMouseDown?: (event: MouseEvent<E>) => void;
  onMouseUp?: (event: MouseEvent<E>) => void;
}) {
  const focusingClick = useRef(false);
  return {
    onMouseDown(event: MouseEvent<E>) {
      focusingClick.current = event.currentTarget.ownerDocument.activeElement !== event.currentTarget;
      handlers.onMouseDown?.(event);
    },
    onFocus(event: FocusEvent<E>) {
      event.currentTarget.select();
      handlers.onFocus?.(event);
    },
    onMouseUp(event: MouseEvent<E>) {
      if (focusingClick.current) {
        focusingClick.current = false;
        event.preventDefault();
        event.currentTarget.select();
      }
      handlers.onMouseUp?.(event);
    },
  };
}
