import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { isValidCep, isValidCnpj, isValidCpf, isValidPhoneBr, maskCepInput, maskCnpjInput, maskCpfInput, maskPhoneInput, normalizeCnpj, onlyDigits, toE164Br } from "~/lib/brazil";
import { maskMoneyInput } from "~/lib/format";
import { cn } from "~/lib/cn";
import { Input, type InputProps } from "./input";

/** How a masked field turns typed text into its display and its value. */
export type MaskSpec<V> = {
  /** Progressive mask of whatever was typed or pasted. */
  mask: (text: string) => string;
  /** The characters that carry data (the rest are mask literals). */
  significant: RegExp;
  /** The value of a masked text. */
  parse: (masked: string) => V;
  /** The display of a value given from outside. */
  format: (value: V) => string;
  /** Check used on blur when `validate` is set (e.g. check digits). */
  isValid?: (masked: string) => boolean;
  /** Keep the caret at the end (amounts typed from the right). */
  caretAtEnd?: boolean;
};

export type MaskedValueProps<V> = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** On blur, mark a non-empty value that fails the check (wrong check digit, incomplete) with aria-invalid. */
  validate?: boolean;
  /** Called on blur when `validate` is set: true when valid or empty. */
  onValidityChange?: (valid: boolean) => void;
};

function countSignificant(text: string, end: number, significant: RegExp): number {
  let n = 0;
  for (let i = 0; i < end && i < text.length; i++) if (significant.test(text[i] ?? "")) n++;
  return n;
}

/** Caret index just after the n-th significant character of `masked` (0 → before the first one). */
function caretAfter(masked: string, n: number, significant: RegExp): number {
  if (n <= 0) {
    const first = Array.from(masked).findIndex((c) => significant.test(c));
    return first < 0 ? masked.length : first;
  }
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (significant.test(masked[i] ?? "") && ++seen === n) return i + 1;
  }
  return masked.length;
}

/** A text input with a mask; the caret stays next to the character the user just typed or deleted. */
export function MaskedInput<V>({
  spec,
  value,
  defaultValue,
  onValueChange,
  validate = false,
  onValidityChange,
  onBlur,
  className,
  "aria-invalid": ariaInvalid,
  ...props
}: MaskedValueProps<V> & { spec: MaskSpec<V> }) {
  const [text, setText] = useState(() => (value !== undefined ? spec.format(value) : defaultValue !== undefined ? spec.format(defaultValue) : ""));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && spec.parse(text) !== value) setText(spec.format(value));
  }
  const [invalid, setInvalid] = useState(false);
  // Where the caret goes once React has rendered the new mask (set by handleChange).
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (pending && pending.input.ownerDocument.activeElement === pending.input) pending.input.setSelectionRange(pending.at, pending.at);
  });

  function check(masked: string): boolean {
    return masked === "" || !spec.isValid || spec.isValid(masked);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    let raw = event.target.value;
    let at = event.target.selectionStart ?? raw.length;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
    // Deleting only a mask literal ("529.|" + Backspace) deletes the data character beside it instead.
    if (raw.length < text.length && spec.mask(raw) === text) {
      const chars = Array.from(raw);
      if (inputType === "deleteContentForward") {
        const next = chars.findIndex((c, i) => i >= at && spec.significant.test(c));
        if (next >= 0) chars.splice(next, 1);
      } else {
        let prev = -1;
        chars.forEach((c, i) => {
          if (i < at && spec.significant.test(c)) prev = i;
        });
        if (prev >= 0) {
          chars.splice(prev, 1);
          at = prev;
        }
      }
      raw = chars.join("");
    }
    const masked = spec.mask(raw);
    const atEnd = at >= raw.length;
    caret.current = {
      input: event.target,
      at: spec.caretAtEnd || atEnd ? masked.length : caretAfter(masked, countSignificant(raw, at, spec.significant), spec.significant),
    };
    setText(masked);
    if (invalid) setInvalid(!check(masked));
    const next = spec.parse(masked);
    setSeen(next);
    onValueChange?.(next);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    if (!validate) return;
    const ok = check(text);
    setInvalid(!ok);
    onValidityChange?.(ok);
  }

  const isInvalid = ariaInvalid === true || ariaInvalid === "true" || invalid;
  return (
    <Input
      autoComplete="off"
      {...props}
      type="text"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      aria-invalid={isInvalid || undefined}
      className={cn("tabular-nums", className)}
    />
  );
}

const CPF: MaskSpec<string> = { mask: maskCpfInput, significant: /\d/, parse: onlyDigits, format: maskCpfInput, isValid: isValidCpf };
const CNPJ: MaskSpec<string> = { mask: maskCnpjInput, significant: /[0-9A-Za-z]/, parse: normalizeCnpj, format: maskCnpjInput, isValid: isValidCnpj };
const CEP: MaskSpec<string> = { mask: maskCepInput, significant: /\d/, parse: onlyDigits, format: maskCepInput, isValid: isValidCep };
const PHONE: MaskSpec<string> = {
  mask: maskPhoneInput,
  significant: /\d/,
  parse: (masked) => toE164Br(masked) ?? "",
  format: (e164) => maskPhoneInput(e164),
  isValid: isValidPhoneBr,
};

/** Most digits a MoneyInput takes: 15 (up to R$ 9.999.999.999.999,99, exact as a JS number too). */
export const MONEY_INPUT_MAX_DIGITS = 15;
const MONEY_PREFIX = "R$ ";
function moneyDigits(text: string): string {
  return onlyDigits(text).replace(/^0+/, "").slice(0, MONEY_INPUT_MAX_DIGITS);
}
const MONEY: MaskSpec<bigint | null> = {
  mask: (text) => {
    const masked = maskMoneyInput(moneyDigits(text));
    return masked === "" ? "" : `${MONEY_PREFIX}${masked}`;
  },
  significant: /\d/,
  parse: (masked) => {
    const digits = moneyDigits(masked);
    return digits === "" ? null : BigInt(digits);
  },
  format: (centavos) => (centavos === null ? "" : `${MONEY_PREFIX}${maskMoneyInput(String(centavos < 0n ? -centavos : centavos)) || "0,00"}`),
  caretAtEnd: true,
};

/** CPF "000.000.000-00"; the value is its digits. */
export function CpfInput(props: MaskedValueProps<string>) {
  return <MaskedInput data-slot="cpf-input" inputMode="numeric" placeholder="000.000.000-00" {...props} spec={CPF} />;
}

/** CNPJ "00.000.000/0000-00", numeric or alphanumeric (2026: letters in the first 12, uppercased); the value is normalized ("12ABC34501DE35"). */
export function CnpjInput(props: MaskedValueProps<string>) {
  return <MaskedInput data-slot="cnpj-input" inputMode="text" autoCapitalize="characters" placeholder="00.000.000/0000-00" {...props} spec={CNPJ} />;
}

/** CEP "00000-000"; the value is its digits. */
export function CepInput(props: MaskedValueProps<string>) {
  return <MaskedInput data-slot="cep-input" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...props} spec={CEP} />;
}

/** Brazilian phone after a fixed "+55": shows "(11) 91234-5678"; the value is E.164 ("+5511912345678") or "" while incomplete/invalid. */
export function PhoneInput({ className, ...props }: MaskedValueProps<string>) {
  return (
    <div data-slot="phone-input" className={cn("relative w-full", className)}>
      <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        +55
      </span>
      <MaskedInput inputMode="tel" autoComplete="tel-national" placeholder="(11) 91234-5678" className="pl-11" {...props} spec={PHONE} />
    </div>
  );
}

/** Amount typed from the right ("R$ 1.234,56"); the value is centavos as a bigint, or null when empty. Negative amounts are not typed here. */
export function MoneyInput({ className, ...props }: MaskedValueProps<bigint | null>) {
  return <MaskedInput data-slot="money-input" inputMode="numeric" placeholder="R$ 0,00" className={cn("text-right", className)} {...props} spec={MONEY} />;
}
