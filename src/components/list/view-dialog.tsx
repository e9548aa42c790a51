import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

export interface ViewDialogValues {
  name: string;
  shared: boolean;
  isDefault: boolean;
}

/**
 * "Salvar visão" (new) or "Editar visão" (rename / share): name and two checkboxes. The caller
 * runs the mutation; its error (if any) shows here, on the field it names or below the form.
 */
export function ViewDialog({
  open,
  mode,
  initial,
  canShare,
  pending,
  error,
  onSubmit,
  onOpenChange,
}: {
  open: boolean;
  mode: "create" | "edit";
  initial: ViewDialogValues;
  canShare: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: ViewDialogValues) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("listTools.views");
  const tc = useTranslations("common");
  const [values, setValues] = useState(initial);
  const [openedWith, setOpenedWith] = useState(open ? initial : null);
  // Each opening starts from the caller's values (the dialog stays mounted between openings).
  if (open && openedWith !== initial) {
    setOpenedWith(initial);
    setValues(initial);
  }
  const fieldErrors = fieldErrorsOf(error);
  const general = error && !fieldErrors.name ? messageOf(error, tc("error")) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pending) onSubmit(values);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" closeLabel={tc("close")}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{mode === "create" ? t("saveTitle") : t("editTitle")}</DialogTitle>
            <DialogDescription>{t("saveDescription")}</DialogDescription>
          </DialogHeader>
          <Field label={t("name")} name="name" errors={fieldErrors}>
            <Input value={values.name} maxLength={80} autoFocus onChange={(e) => setValues({ ...values, name: e.target.value })} />
          </Field>
          {canShare ? (
            <div className="flex items-center gap-2">
              <Checkbox id="view-shared" checked={values.shared} onCheckedChange={(c) => setValues({ ...values, shared: c === true })} />
              <Label htmlFor="view-shared">{t("shareWithTeam")}</Label>
            </div>
          ) : null}
          {mode === "create" ? (
            <div className="flex items-center gap-2">
              <Checkbox id="view-default" checked={values.isDefault} onCheckedChange={(c) => setValues({ ...values, isDefault: c === true })} />
              <Label htmlFor="view-default">{t("useAsDefault")}</Label>
            </div>
          ) : null}
          {general ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {general}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {tc("cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {tc("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
