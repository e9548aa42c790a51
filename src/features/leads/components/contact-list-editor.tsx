import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PhoneInput } from "~/components/ui/masked-input";

const MAX_ITEMS = 5;

/** Up to five e-mails or phones (+55), one input each, with add / remove. */
export function ContactListEditor({ type, values, onChange, errors }: { type: "email" | "phone"; values: string[]; onChange: (v: string[]) => void; errors: Record<string, string> }) {
  const t = useTranslations("leadPage.form");
  const set = (i: number, v: string) => onChange(values.map((old, j) => (j === i ? v : old)));
  return (
    <div className="flex flex-col gap-2">
      {values.map((value, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex-1">
            <Field label={t(type, { n: i + 1 })} name={`${type}s.${i}`} errors={errors}>
              {type === "email" ? (
                <Input type="email" value={value} maxLength={254} autoComplete="off" onChange={(e) => set(i, e.target.value)} />
              ) : (
                <PhoneInput value={value} onValueChange={(v) => set(i, v)} />
              )}
            </Field>
          </div>
          {values.length > 1 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(values.filter((_, j) => j !== i))}>
              {t("remove")}
            </Button>
          ) : null}
        </div>
      ))}
      {values.length < MAX_ITEMS ? (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange([...values, ""])}>
          {type === "email" ? t("addEmail") : t("addPhone")}
        </Button>
      ) : null}
    </div>
  );
}
