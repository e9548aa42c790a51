import { useId, useState, type ReactElement, cloneElement, type ReactNode } from "react";
import { FieldMessageContext } from "./unreadable";

export type FieldErrors = Record<string, string | undefined> | null | undefined;

/**
 * Label + control + description + the error for `name` taken from the form's error object
 * (SPEC §5). The control gets id, aria-invalid and aria-describedby wired up. An input that cannot read
 * what was typed (an amount, a CPF…) puts its message here, in place of the form's.
 */
export function Field({
  label,
  name,
  errors,
  description,
  children,
}: {
  label: ReactNode;
  name: string;
  errors?: FieldErrors;
  description?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const error = unreadable ?? errors?.[name];
  const describedBy = [description ? `${id}-desc` : null, error ? `${id}-err` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <FieldMessageContext value={setUnreadable}>{cloneElement(children, { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}</FieldMessageContext>
      {description ? (
        <p id={`${id}-desc`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-err`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
