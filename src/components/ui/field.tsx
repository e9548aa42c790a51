import { useId, type ReactElement, cloneElement, type ReactNode } from "react";

export type FieldErrors = Record<string, string | undefined> | null | undefined;

/**
 * Label + control + description + the error for `name` taken from the form's error object
 * (SPEC §5). The control gets id, aria-invalid and aria-describedby wired up.
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
  const error = errors?.[name];
  const describedBy = [description ? `${id}-desc` : null, error ? `${id}-err` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {cloneElement(children, { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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
