import { Slot } from "radix-ui";
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { Controller, FormProvider, get, useFormContext, useFormState, type ControllerProps, type FieldPath, type FieldValues } from "react-hook-form";
import { cn } from "~/lib/cn";
import { Label } from "./label";

/**
 * react-hook-form wrappers (shadcn pattern): <Form {...form}> then, per field,
 * <FormField name render={({ field }) => <FormItem><FormLabel/><FormControl><Input {...field}/></FormControl><FormMessage/></FormItem>} />.
 * The message shown is the form's error object read by the field's name (SPEC §5).
 */
export const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);
const FormItemContext = createContext<{ id: string } | null>(null);

export function FormField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>, TTransformedValues = TFieldValues>(
  props: ControllerProps<TFieldValues, TName, TTransformedValues>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** Reads a message from an error object by field name: `errors[name]` (or a dotted path), a string or `{ message }`. */
export function errorMessageOf(errors: unknown, name: string): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  const direct: unknown = (errors as Record<string, unknown>)[name];
  const entry: unknown = direct ?? get(errors, name);
  if (typeof entry === "string") return entry || undefined;
  if (entry && typeof entry === "object" && "message" in entry && typeof entry.message === "string") return entry.message || undefined;
  return undefined;
}

export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (!field) throw new Error("useFormField must be used inside <FormField>");
  if (!item) throw new Error("useFormField must be used inside <FormItem>");
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: field.name });
  const message = errorMessageOf(errors, field.name);
  return {
    name: field.name,
    formItemId: `${item.id}-item`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    error: message,
    invalid: message !== undefined,
  };
}

export function FormItem({ className, ...props }: ComponentProps<"div">) {
  const id = useId();
  return (
    <FormItemContext.Provider value={{ id }}>
      <div data-slot="form-item" className={cn("grid gap-1.5", className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { formItemId, invalid } = useFormField();
  return <Label data-slot="form-label" data-error={invalid} htmlFor={formItemId} className={cn("data-[error=true]:text-danger", className)} {...props} />;
}

/** Passes id, aria-invalid and aria-describedby to its single child (the input). */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { formItemId, formDescriptionId, formMessageId, invalid } = useFormField();
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={invalid ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
      aria-invalid={invalid}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  return <p data-slot="form-description" id={formDescriptionId} className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

export function FormMessage({ className, children, ...props }: ComponentProps<"p">) {
  const { formMessageId, error, name } = useFormField();
  const body: ReactNode = error ?? children;
  if (!body) return null;
  return (
    <p data-slot="form-message" data-field={name} id={formMessageId} role={error ? "alert" : undefined} className={cn("text-xs font-medium text-danger", className)} {...props}>
      {body}
    </p>
  );
}

export type FieldErrorProps = Omit<ComponentProps<"p">, "children"> & {
  /** Any error object: `{ email: "…" }`, `{ email: { message: "…" } }`, react-hook-form's `formState.errors`… */
  errors: unknown;
  name: string;
};

/** The error for `name` from a plain error object (forms without react-hook-form); renders nothing when there is none. */
export function FieldError({ errors, name, className, ...props }: FieldErrorProps) {
  const message = errorMessageOf(errors, name);
  if (!message) return null;
  return (
    <p data-slot="field-error" data-field={name} role="alert" className={cn("text-xs font-medium text-danger", className)} {...props}>
      {message}
    </p>
  );
}
