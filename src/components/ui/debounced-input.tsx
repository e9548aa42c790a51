import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { DEBOUNCE_DEFAULT_MS } from "./constants";
import { Input, type InputProps } from "./input";

export type DebouncedInputProps = Omit<InputProps, "value" | "defaultValue"> & {
  /** The committed value (e.g. a filter kept in the URL); when it changes the text follows it. */
  value?: string;
  defaultValue?: string;
  /** Called with the text once typing pauses for `delay` ms, or at once on Enter. */
  onDebouncedChange: (value: string) => void;
  /** Milliseconds of quiet before onDebouncedChange (SPEC §9: 500 ms by default). */
  delay?: number;
};

/**
 * A text input that reports its value only after the user stops typing. Enter flushes the pending
 * value immediately; unmounting (or a new `value` from outside) cancels a pending call.
 */
export function DebouncedInput({ value, defaultValue, onDebouncedChange, delay = DEBOUNCE_DEFAULT_MS, onChange, onKeyDown, ...props }: DebouncedInputProps) {
  const [text, setText] = useState(value ?? defaultValue ?? "");
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    if (value !== undefined) setText(value);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const callback = useRef(onDebouncedChange);
  useEffect(() => {
    callback.current = onDebouncedChange;
  }, [onDebouncedChange]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const next = pending.current;
    cancel();
    if (next !== null) callback.current(next);
  }, [cancel]);

  // A new committed value from outside wins over anything still pending; unmount cancels too.
  useEffect(() => cancel, [value, cancel]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const next = event.target.value;
    setText(next);
    cancel();
    pending.current = next;
    timer.current = setTimeout(flush, delay);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === "Enter" && !event.nativeEvent.isComposing) flush();
  }

  return <Input data-slot="debounced-input" {...props} value={text} onChange={handleChange} onKeyDown={handleKeyDown} />;
}
