import { numericFormatter } from "react-number-format";
import { useRef, useState, type ChangeEvent, type FocusEvent, type Ref } from "react";
import { useTranslations } from "use-intl";
import { readAmount, readRate, type AmountProblem, type AmountReading } from "~/lib/format";
import { cn } from "~/lib/cn";
import { Input, type InputProps } from "./input";
import { useSelectOnFocus } from "./select-on-focus";
import { UnreadableMessage, useUnreadable } from "./unreadable";

/**
 * Amounts and rates as people type them. Why the field does not regroup digits while the user types (as
 * react-number-format's NumericFormat or a "typed from the right" mask would): such a formatter throws away
 * the separators the user typed and rebuilds them from the digits, so "12.34.5" becomes "12.345" and "1.5"
 * becomes 15 — it reinterprets silently, and a pre-filled "R$ 3.500,00" with the caret after "R$ " turned
 * "1850,00" into R$ 11.500.000.850,00 (issue 17). Instead:
 * - "R$" / "%" sit outside the editable text, so the caret can never land between them and the digits;
 * - focusing the field (keyboard or mouse) selects the whole value, so typing replaces a pre-filled one;
 * - while focused the field shows exactly what was typed, read by the one strict reader (readAmount /
 *   readRate); what it cannot read stays as typed, with a message, and the form refuses to submit;
 * - on blur a readable value is shown canonically ("1.500.000,00") by react-number-format's numericFormatter.
 */

type ReadingInputProps<V> = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type" | "ref"> & {
  value?: V;
  onValueChange?: (value: V) => void;
  ref?: Ref<HTMLInputElement>;
};

interface Reader {
  read: (text: string) => AmountReading;
  show: (value: bigint) => string;
  unreadable: (text: string, problem: AmountProblem) => string;
  adornment: string;
  side: "left" | "right";
  slot: string;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

function ReadingInput({ value, onValueChange, reader, ref, className, onBlur, onFocus, onMouseDown, onMouseUp, "aria-invalid": ariaInvalid, "aria-describedby": describedBy, ...props }: ReadingInputProps<bigint | null> & { reader: Reader }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(() => (value === undefined || value === null ? "" : reader.show(value)));
  // The value last sent up (or received): a different `value` prop is a change made by the form itself.
  const [known, setKnown] = useState(value);
  if (value !== undefined && value !== known) {
    setKnown(value);
    setText(value === null ? "" : reader.show(value));
  }
  const blank = text.trim() === "";
  const reading = blank ? null : reader.read(text);
  const message = reading && !reading.ok ? reader.unreadable(text.trim(), reading.problem) : null;
  const unreadable = useUnreadable(input, message);
  const select = useSelectOnFocus({ onFocus, onMouseDown, onMouseUp });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    const r = next.trim() === "" ? null : reader.read(next);
    const v = r?.ok ? r.value : null;
    if (v !== known) {
      setKnown(v);
      onValueChange?.(v);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (reading?.ok) setText(reader.show(reading.value));
    else if (blank) setText("");
    unreadable.reveal();
    onBlur?.(event);
  }

  const invalid = ariaInvalid === true || ariaInvalid === "true" || unreadable.shown !== null;
  const describedByAll = [describedBy, unreadable.ownMessage ? unreadable.messageId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("relative w-full", className)}>
      <span aria-hidden className={cn("pointer-events-none absolute top-0 flex h-btn-md items-center text-sm text-muted-foreground", reader.side === "left" ? "left-3" : "right-3")}>
        {reader.adornment}
      </span>
      <Input
        autoComplete="off"
        inputMode="decimal"
        {...props}
        {...select}
        {...unreadable.inputProps}
        ref={(node) => {
          input.current = node;
          assignRef(ref, node);
        }}
        data-slot={reader.slot}
        type="text"
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByAll}
        className={cn("text-right tabular-nums", reader.side === "left" ? "pl-10" : "pr-8")}
      />
      {unreadable.ownMessage ? <UnreadableMessage id={unreadable.messageId} message={unreadable.shown} /> : null}
    </div>
  );
}

const MONEY_FORMAT = { thousandSeparator: ".", decimalSeparator: ",", decimalScale: 2, fixedDecimalScale: true } as const;

/** Centavos → "1.500.000,00" (negatives "-1.234,50"), exact for any bigint: the number goes in as text. */
export function moneyInputText(centavos: bigint): string {
  const abs = centavos < 0n ? -centavos : centavos;
  return numericFormatter(`${centavos < 0n ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`, MONEY_FORMAT);
}

/** Basis points → "12,5" (no trailing zeros, no grouping). */
export function rateInputText(bp: bigint): string {
  const fraction = (bp % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return numericFormatter(fraction ? `${bp / 100n}.${fraction}` : `${bp / 100n}`, { decimalSeparator: ",", decimalScale: 2 });
}

/**
 * An amount after a fixed "R$"; the value is centavos (bigint), or null when empty or unreadable. Negative
 * amounts only with `allowNegative` (adjustments).
 */
export function MoneyInput({ allowNegative = false, ...props }: ReadingInputProps<bigint | null> & { allowNegative?: boolean }) {
  const t = useTranslations("inputs.amount");
  const reader: Reader = {
    read: (text) => readAmount(text, { negative: allowNegative }),
    show: moneyInputText,
    // "--5" in a field that takes negatives is not "a negative amount": it is unreadable, full stop.
    unreadable: (text, problem) => t("unreadable", { text, problem: allowNegative && problem === "sign" ? "characters" : problem }),
    adornment: "R$",
    side: "left",
    slot: "money-input",
  };
  return <ReadingInput placeholder="0,00" {...props} reader={reader} />;
}

/** A rate before a fixed "%", decimal comma, up to 2 decimals; the value is basis points (1 % = 100), or null. Ranges are the form's. */
export function PercentInput({ value, onValueChange, ...props }: ReadingInputProps<number | null>) {
  const t = useTranslations("inputs.rate");
  const reader: Reader = {
    read: readRate,
    show: rateInputText,
    unreadable: (text, problem) => t("unreadable", { text, problem }),
    adornment: "%",
    side: "right",
    slot: "percent-input",
  };
  return (
    <ReadingInput
      {...props}
      value={value === undefined ? undefined : value === null ? null : BigInt(value)}
      onValueChange={onValueChange && ((bp) => onValueChange(bp === null ? null : Number(bp)))}
      reader={reader}
    />
  );
}
