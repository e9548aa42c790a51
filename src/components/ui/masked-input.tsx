import type { FactoryOpts } from "imask";
import { useCallback, useEffect, useRef, type FocusEvent, type Ref } from "react";
import { useIMask } from "react-imask";
import { useTranslations } from "use-intl";
import { isValidCep, isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits, toE164Br } from "~/lib/brazil";
import { cn } from "~/lib/cn";
import { Input, type InputProps } from "./input";
import { useSelectOnFocus } from "./select-on-focus";
import { UnreadableMessage, useUnreadable } from "./unreadable";

export { MoneyInput, PercentInput } from "./amount-input";

/**
 * CPF, CNPJ (numeric and the 2026 alphanumeric one), phone and CEP, masked by IMask: it takes typed and
 * pasted text alike ("529.982.247-25" or "52998224725"), skips the mask's own literals, keeps the caret in
 * place and refuses characters that cannot go where they were typed. The checks are src/lib/brazil's: a
 * value that is incomplete or fails them is "unreadable" (see ./unreadable) — pointed out when the user leaves
 * the field, and the form will not submit it. Focusing selects the whole value, as in the amount inputs.
 */

export type MaskedValueProps = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type" | "ref"> & {
  value?: string;
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

type Problem = "incomplete" | "invalid";

interface Kind {
  options: FactoryOpts;
  /** The component's value from the mask's state (unmasked characters and the shown text). */
  toValue: (unmasked: string, shown: string) => string;
  /** The unmasked characters of a value given by the form. */
  fromValue: (value: string) => string;
  /** Why a non-empty shown text cannot be saved, or null. */
  problem: (shown: string, unmasked: string) => Problem | null;
  messageKey: "cpf" | "cnpj" | "phone" | "cep";
}

function MaskedField({ kind, value, onValueChange, ref, onBlur, onFocus, onMouseDown, onMouseUp, "aria-invalid": ariaInvalid, "aria-describedby": describedBy, className, ...props }: MaskedValueProps & { kind: Kind }) {
  const t = useTranslations("inputs");
  const input = useRef<HTMLInputElement | null>(null);
  // The value last sent up or received: a different `value` prop is the form's own change (a reset…).
  const known = useRef(value);
  const onAccept = useCallback(
    (shown: string, mask: { unmaskedValue: string }) => {
      const next = kind.toValue(mask.unmaskedValue, shown);
      if (next === known.current) return;
      known.current = next;
      onValueChange?.(next);
    },
    [kind, onValueChange],
  );
  const { maskRef, value: shown, unmaskedValue } = useIMask(kind.options, { ref: input, onAccept, defaultUnmaskedValue: value ? kind.fromValue(value) : undefined });
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === undefined || value === known.current) return;
    known.current = value;
    mask.unmaskedValue = kind.fromValue(value);
  }, [maskRef, kind, value]);

  const problem = shown === "" ? null : kind.problem(shown, unmaskedValue);
  const unreadable = useUnreadable(input, problem ? t(`${kind.messageKey}.${problem}`) : null);
  const select = useSelectOnFocus({ onFocus, onMouseDown, onMouseUp });
  const invalid = ariaInvalid === true || ariaInvalid === "true" || unreadable.shown !== null;
  return (
    <>
      <Input
        autoComplete="off"
        {...props}
        {...select}
        {...unreadable.inputProps}
        ref={(node) => {
          input.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        type="text"
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          unreadable.reveal();
          onBlur?.(event);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, unreadable.ownMessage ? unreadable.messageId : null].filter(Boolean).join(" ") || undefined}
        className={cn("tabular-nums", className)}
      />
      {unreadable.ownMessage ? <UnreadableMessage id={unreadable.messageId} message={unreadable.shown} /> : null}
    </>
  );
}

const completeOr = (complete: boolean, valid: boolean): Problem | null => (!complete ? "incomplete" : valid ? null : "invalid");

const CPF: Kind = {
  options: { mask: "000.000.000-00" },
  toValue: (unmasked) => unmasked,
  fromValue: onlyDigits,
  problem: (shown, unmasked) => completeOr(unmasked.length === 11, isValidCpf(shown)),
  messageKey: "cpf",
};

const CNPJ: Kind = {
  // X: a digit or (2026, IN RFB 2.229/2024) an uppercase letter in the root and branch; the check digits are digits.
  options: { mask: "XX.XXX.XXX/XXXX-00", definitions: { X: /[0-9A-Z]/ }, prepareChar: (c: string) => c.toUpperCase() },
  toValue: (unmasked) => unmasked,
  fromValue: normalizeCnpj,
  problem: (shown, unmasked) => completeOr(unmasked.length === 14, isValidCnpj(shown)),
  messageKey: "cnpj",
};

const CEP: Kind = {
  options: { mask: "00000-000" },
  toValue: (unmasked) => unmasked,
  fromValue: onlyDigits,
  problem: (shown, unmasked) => completeOr(unmasked.length === 8, isValidCep(shown)),
  messageKey: "cep",
};

/** National number of a phone given as E.164 ("+5511912345678" → "11912345678"), or its digits. */
const nationalDigits = (phone: string) => toE164Br(phone)?.slice(3) ?? onlyDigits(phone);

const PHONE: Kind = {
  options: {
    mask: [{ mask: "(00) 0000-0000" }, { mask: "(00) 00000-0000" }],
    // A pasted "+55 (11) 91234-5678" or "5511912345678" into an empty field loses its country code.
    prepare: (chars: string, masked: { value: string }) => {
      if (masked.value !== "") return chars;
      const digits = onlyDigits(chars);
      return (chars.trim().startsWith("+") || digits.length > 11) && digits.startsWith("55") ? digits.slice(2) : chars;
    },
    // Mobiles (9 digits) start with 9, landlines (8 digits) with 2-5: the first subscriber digit decides.
    dispatch: (appended: string, masked: { unmaskedValue: string; compiledMasks: unknown[] }) => {
      const digits = onlyDigits(masked.unmaskedValue + appended);
      return masked.compiledMasks[digits[2] === "9" ? 1 : 0];
    },
  } as FactoryOpts,
  toValue: (_unmasked, shown) => toE164Br(shown) ?? "",
  fromValue: nationalDigits,
  problem: (shown, unmasked) => completeOr(unmasked.length >= 10 && (unmasked[2] !== "9" || unmasked.length === 11), toE164Br(shown) !== null),
  messageKey: "phone",
};

/** CPF "000.000.000-00"; the value is its digits. */
export function CpfInput(props: MaskedValueProps) {
  return <MaskedField data-slot="cpf-input" inputMode="numeric" placeholder="000.000.000-00" {...props} kind={CPF} />;
}

/** CNPJ "00.000.000/0000-00", numeric or alphanumeric (letters uppercased); the value is normalized ("12ABC34501DE35"). */
export function CnpjInput(props: MaskedValueProps) {
  return <MaskedField data-slot="cnpj-input" inputMode="text" autoCapitalize="characters" placeholder="00.000.000/0000-00" {...props} kind={CNPJ} />;
}

/** CEP "00000-000"; the value is its digits. */
export function CepInput(props: MaskedValueProps) {
  return <MaskedField data-slot="cep-input" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...props} kind={CEP} />;
}

/** Brazilian phone after a fixed "+55": shows "(11) 91234-5678"; the value is E.164 ("+5511912345678"), or "" while incomplete or invalid (then unreadable). */
export function PhoneInput({ className, ...props }: MaskedValueProps) {
  return (
    <div data-slot="phone-input" className={cn("relative w-full", className)}>
      <span aria-hidden className="pointer-events-none absolute top-0 left-3 flex h-btn-md items-center text-sm text-muted-foreground">
        +55
      </span>
      <MaskedField inputMode="tel" autoComplete="tel-national" placeholder="(11) 91234-5678" className="pl-11" {...props} kind={PHONE} />
    </div>
  );
}
