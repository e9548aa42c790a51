import type { ComponentProps } from "react";
import { NativeSelect } from "./input";

/**
 * A native select of plain texts (UFs, loss reasons…) with a first empty choice: the value is the text
 * itself, "" when nothing is chosen. Other select props (disabled, aria-*) pass through.
 */
export function ChoiceSelect<T extends string>({
  choices,
  placeholder,
  value,
  onValueChange,
  labelOf,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange" | "children"> & {
  choices: readonly T[];
  /** The text shown for a choice (the choice itself by default). */
  labelOf?: (choice: T) => string;
  placeholder: string;
  value: T | "";
  onValueChange: (value: T | "") => void;
}) {
  return (
    <NativeSelect value={value} onChange={(e) => onValueChange(e.target.value as T | "")} {...props}>
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {labelOf ? labelOf(c) : c}
        </option>
      ))}
    </NativeSelect>
  );
}
