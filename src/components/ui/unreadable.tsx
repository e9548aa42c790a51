import { createContext, useContext, useEffect, useId, useLayoutEffect, useState, type RefObject } from "react";

/**
 * How an input tells its form "I cannot read what was typed" (an amount like "1,5 mi", an incomplete CPF):
 * the browser's own constraint validation. The input sets its message with setCustomValidity, so the form
 * needs no wiring per field: refuseUnreadable(form) on submit finds every such control, makes each show its
 * message and focuses the first. Only these inputs call setCustomValidity, so `validity.customError` means
 * exactly "unreadable" (a type="number" out of range, say, stays the server's to explain).
 *
 * The message shows once the user leaves the field (or tries to submit), not while they are still typing,
 * and goes away as soon as the text is readable. Inside a <Field> it is shown as that field's error (one
 * message, in the usual place); elsewhere the input shows it below itself.
 */

/** Is a mouse button or a finger down right now? (one document-wide listener, in the browser only) */
let pointerDown = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => void (pointerDown = true), true);
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => void (pointerDown = false), true);
}

/**
 * Runs `show` now, or — when the field lost the focus to a press of the mouse (on "Salvar", say) — once that
 * click is over: a message appearing between mousedown and mouseup moves the button away from the pointer,
 * and the click that would have submitted the form is lost.
 */
function afterPointer(show: () => void) {
  if (!pointerDown) return show();
  document.addEventListener("pointerup", () => setTimeout(show, 0), { once: true, capture: true });
}

/** Set by <Field>: an input inside it reports its own message here instead of showing it itself. */
export const FieldMessageContext = createContext<((message: string | null) => void) | null>(null);

/**
 * Wires an input's "unreadable" state: `message` is null while the text is readable (or empty). Returns the
 * message to show now (null until revealed), the props for the <input>, and whether the input must render
 * the message itself (`ownMessage`, with `messageId` for aria-describedby).
 */
export function useUnreadable(ref: RefObject<HTMLInputElement | null>, message: string | null) {
  const [revealed, setRevealed] = useState(false);
  const toField = useContext(FieldMessageContext);
  const messageId = useId();
  // Readable again: the next unreadable text waits for the user to leave the field before it is pointed out.
  if (revealed && message === null) setRevealed(false);
  const shown = revealed ? message : null;

  // Before paint and before any submit handler can run: the form must never see a stale validity.
  useLayoutEffect(() => {
    ref.current?.setCustomValidity(message ?? "");
  }, [ref, message]);
  useEffect(() => {
    if (!toField) return;
    toField(shown);
    return () => toField(null);
  }, [toField, shown]);

  return {
    shown,
    ownMessage: toField === null && shown !== null,
    messageId,
    inputProps: {
      onInvalid: () => setRevealed(true),
      "aria-invalid": shown !== null ? true : undefined,
    },
    /** Call from the input's blur handler: leaving the field shows the message. */
    reveal: () => afterPointer(() => setRevealed(true)),
  } as const;
}

/** The message an input shows under itself when no <Field> shows it. */
export function UnreadableMessage({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  );
}

/**
 * For a form's submit handler: true (and the form must not send) when any of its inputs cannot read what was
 * typed; each such input then shows its message and the first one gets the focus.
 */
export function refuseUnreadable(form: Element | null | undefined): boolean {
  if (!(form instanceof HTMLFormElement)) return false;
  const unreadable = Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.validity.customError);
  // checkValidity fires "invalid" on the control, which reveals its message (useUnreadable's onInvalid).
  for (const el of unreadable) el.checkValidity();
  unreadable[0]?.focus();
  return unreadable.length > 0;
}
