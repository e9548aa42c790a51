import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";
import { UserAvatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Calendar } from "~/components/ui/calendar";
import { useAppLocale } from "~/i18n/use-app-locale";
import { startOfDaySaoPaulo } from "~/lib/format";
import { Checkbox, type CheckedState } from "~/components/ui/checkbox";
import { DatePicker } from "~/components/ui/date-picker";
import { DateRangePicker, EMPTY_DATE_RANGE, type DateRangeValue } from "~/components/ui/date-range-picker";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { FieldError, Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "~/components/ui/form-field";
import { Grid } from "~/components/ui/grid";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CepInput, CnpjInput, CpfInput, MoneyInput, PercentInput, PhoneInput } from "~/components/ui/masked-input";
import { Slider } from "~/components/ui/slider";
import { Switch } from "~/components/ui/switch";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ToggleGroup, ToggleGroupItem } from "~/components/ui/toggle-group";
import { isValidCpf } from "~/lib/brazil";
import { formatBRL, formatDate } from "~/lib/format";

/** A labelled sub-section with a stable heading id and test id (`ds-<id>`). */
function Demo({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section data-testid={`ds-${id}`} aria-labelledby={`ds-${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <h3 id={`ds-${id}-heading`} className="font-heading text-base font-semibold">{title}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </section>
  );
}

/** "label: value" read-out of a demo's current value, with a test id. */
function Readout({ testId, label, children }: { testId: string; label: string; children: ReactNode }) {
  return (
    <p className="w-full text-sm text-muted-foreground">
      {label}: <output data-testid={testId} className="font-medium text-foreground tabular-nums">{children}</output>
    </p>
  );
}

const SIZES = ["xs", "sm", "md", "lg"] as const;
const VARIANTS = ["primary", "secondary", "outline", "ghost", "danger", "link"] as const;

function ButtonsDemo() {
  const t = useTranslations("dsForms.buttons");
  return (
    <Demo id="buttons" title={t("title")}>
      <div className="flex w-full flex-wrap items-end gap-2">{SIZES.map((s) => <Button key={s} size={s} data-testid={`ds-button-${s}`}>{t(`size.${s}`)}</Button>)}</div>
      <div className="flex w-full flex-wrap items-center gap-2">{VARIANTS.map((v) => <Button key={v} variant={v} data-testid={`ds-button-variant-${v}`}>{t(`variant.${v}`)}</Button>)}</div>
      <Button size="icon" variant="outline" aria-label={t("icon")} data-testid="ds-button-icon"><PlusIcon aria-hidden /></Button>
      <Button disabled data-testid="ds-button-disabled">{t("disabled")}</Button>
      <Button loading data-testid="ds-button-loading">{t("loading")}</Button>
    </Demo>
  );
}

function DebouncedDemo() {
  const t = useTranslations("dsForms.debounced");
  const [value, setValue] = useState("");
  return (
    <Demo id="debounced-input" title={t("title")}>
      <div className="grid w-full gap-1.5"><Label htmlFor="ds-debounced">{t("label")}</Label><DebouncedInput id="ds-debounced" data-testid="ds-debounced-field" placeholder={t("placeholder")} onDebouncedChange={setValue} /></div>
      <Readout testId="ds-debounced-value" label={t("value")}>{value}</Readout>
    </Demo>
  );
}

function ChoiceDemos() {
  const t = useTranslations("dsForms");
  const [checked, setChecked] = useState<CheckedState>(true);
  const [unchecked, setUnchecked] = useState<CheckedState>(false);
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  const boxes = [
    { id: "checked", state: checked, set: setChecked, disabled: false },
    { id: "unchecked", state: unchecked, set: setUnchecked, disabled: false },
    { id: "indeterminate", state: "indeterminate", set: undefined, disabled: false },
    { id: "disabled", state: false, set: undefined, disabled: true },
  ] as const;
  return (
    <>
      <Demo id="checkbox" title={t("checkbox.title")}>
        {boxes.map((b) => (
          <Label key={b.id} className="w-full"><Checkbox data-testid={`ds-checkbox-${b.id}`} checked={b.state} onCheckedChange={b.set} disabled={b.disabled} />{t(`checkbox.${b.id}`)}</Label>
        ))}
      </Demo>
      <Demo id="switch" title={t("switch.title")}>
        <Label className="w-full"><Switch data-testid="ds-switch-on" checked={on} onCheckedChange={setOn} />{t("switch.notifications")}</Label>
        <Label className="w-full"><Switch data-testid="ds-switch-off" checked={off} onCheckedChange={setOff} />{t("switch.darkMode")}</Label>
      </Demo>
    </>
  );
}

function SliderAndToggleDemos() {
  const t = useTranslations("dsForms");
  const [value, setValue] = useState([40]);
  const [period, setPeriod] = useState("month");
  const [channels, setChannels] = useState<string[]>(["email"]);
  return (
    <>
      <Demo id="slider" title={t("slider.title")}>
        <Slider data-testid="ds-slider-root" aria-label={t("slider.label")} value={value} onValueChange={setValue} className="max-w-sm" />
        <Readout testId="ds-slider-value" label={t("slider.value")}>{value[0]}</Readout>
      </Demo>
      <Demo id="toggle-group" title={t("toggle.title")}>
        <ToggleGroup type="single" variant="outline" aria-label={t("toggle.period")} value={period} onValueChange={(v) => v && setPeriod(v)} data-testid="ds-toggle-single">
          {(["day", "week", "month"] as const).map((k) => <ToggleGroupItem key={k} value={k}>{t(`toggle.${k}`)}</ToggleGroupItem>)}
        </ToggleGroup>
        <ToggleGroup type="multiple" aria-label={t("toggle.channels")} value={channels} onValueChange={setChannels} data-testid="ds-toggle-multiple">
          {(["email", "phone", "whatsapp"] as const).map((k) => <ToggleGroupItem key={k} value={k}>{t(`toggle.${k}`)}</ToggleGroupItem>)}
        </ToggleGroup>
        <Readout testId="ds-toggle-value" label={t("toggle.value")}>{[period, ...channels].join(", ")}</Readout>
      </Demo>
    </>
  );
}

function TabsBadgesAvatarsDemos() {
  const t = useTranslations("dsForms");
  return (
    <>
      <Demo id="tabs" title={t("tabs.title")}>
        <Tabs defaultValue="summary" className="w-full" data-testid="ds-tabs-root">
          <TabsList aria-label={t("tabs.title")}>{(["summary", "history", "documents"] as const).map((k) => <TabsTrigger key={k} value={k}>{t(`tabs.${k}`)}</TabsTrigger>)}</TabsList>
          {(["summary", "history", "documents"] as const).map((k) => <TabsContent key={k} value={k} className="text-sm">{t(`tabs.${k}Body`)}</TabsContent>)}
        </Tabs>
      </Demo>
      <Demo id="badges" title={t("badges.title")}>
        {(["default", "secondary", "success", "warning", "danger", "info", "outline"] as const).map((v) => <Badge key={v} variant={v} data-testid={`ds-badge-${v}`}>{t(`badges.${v}`)}</Badge>)}
      </Demo>
      <Demo id="avatars" title={t("avatars.title")}>
        <UserAvatar size="lg" name={t("avatars.withImage")} src={AVATAR_IMAGE} data-testid="ds-avatar-image" />
        <UserAvatar size="lg" name={t("avatars.brokenImage")} src="data:image/png;base64,AAAA" data-testid="ds-avatar-fallback" />
        <UserAvatar size="md" name={t("avatars.noImage")} data-testid="ds-avatar-initials" />
      </Demo>
    </>
  );
}

const AVATAR_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='%232e7b74'/><circle cx='32' cy='25' r='12' fill='%23f4eee4'/><rect x='12' y='42' width='40' height='26' rx='13' fill='%23f4eee4'/></svg>";

const ROWS = [
  { id: "a", amount: 1_250_000n, status: "success" },
  { id: "b", amount: 89_990n, status: "warning" },
  { id: "c", amount: 4_300_000n, status: "info" },
] as const;

function TableAndGridDemos() {
  const t = useTranslations("dsForms");
  const [selected, setSelected] = useState<string[]>(["b"]);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <>
      <Demo id="table" title={t("table.title")}>
        <Table data-testid="ds-table-root">
          <TableCaption>{t("table.caption")}</TableCaption>
          <TableHeader><TableRow><TableHead><span className="sr-only">{t("table.select")}</span></TableHead><TableHead>{t("table.client")}</TableHead><TableHead>{t("table.status")}</TableHead><TableHead className="text-right">{t("table.amount")}</TableHead></TableRow></TableHeader>
          <TableBody>
            {ROWS.map((r) => (
              <TableRow key={r.id} selected={selected.includes(r.id)} data-testid={`ds-table-row-${r.id}`}>
                <TableCell><Checkbox aria-label={t("table.selectRow", { name: t(`table.rows.${r.id}`) })} checked={selected.includes(r.id)} onCheckedChange={() => toggle(r.id)} /></TableCell>
                <TableCell>{t(`table.rows.${r.id}`)}</TableCell>
                <TableCell><Badge variant={r.status}>{t(`table.statuses.${r.status}`)}</Badge></TableCell>
                <TableCell className="text-right tabular-nums">{formatBRL(r.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Demo>
      <Demo id="grid" title={t("grid.title")}>
        <Grid cols={{ base: 1, sm: 2, lg: 4 }} gap="sm" className="w-full" data-testid="ds-grid-root">
          {Array.from({ length: 8 }, (_, i) => <div key={i} className="rounded-md bg-muted p-3 text-center text-sm">{t("grid.cell", { n: i + 1 })}</div>)}
        </Grid>
      </Demo>
    </>
  );
}

function FormDemo() {
  const t = useTranslations("dsForms.form");
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(3, t("nameTooShort")),
        email: z.email(t("emailInvalid")),
        cpf: z.string().refine(isValidCpf, t("cpfInvalid")),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { name: "", email: "", cpf: "" } });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Demo id="form" title={t("title")}>
      <Form {...form}>
        <form noValidate className="grid w-full gap-3" data-testid="ds-form-root" onSubmit={form.handleSubmit((data) => setSent(data.name))}>
          <FormField control={form.control} name="name" render={({ field }) => (
            <FormItem><FormLabel>{t("name")}</FormLabel><FormControl><Input autoComplete="name" {...field} /></FormControl><FormDescription>{t("nameHint")}</FormDescription><FormMessage /></FormItem>
          )} />
          <FormField control={form.control} name="email" render={({ field }) => (
            <FormItem><FormLabel>{t("email")}</FormLabel><FormControl><Input type="email" autoComplete="email" {...field} /></FormControl><FormMessage /></FormItem>
          )} />
          <FormField control={form.control} name="cpf" render={({ field }) => (
            <FormItem><FormLabel>{t("cpf")}</FormLabel><FormControl><CpfInput name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} ref={field.ref} /></FormControl><FormMessage /></FormItem>
          )} />
          <div className="flex items-center gap-3"><Button type="submit" loading={form.formState.isSubmitting}>{t("submit")}</Button>{sent ? <p role="status" data-testid="ds-form-sent" className="text-sm text-success">{t("sent", { name: sent })}</p> : null}</div>
        </form>
      </Form>
      <div className="grid w-full gap-1.5 border-t border-border pt-3">
        <Label htmlFor="ds-plain-nickname">{t("plainLabel")}</Label>
        <Input id="ds-plain-nickname" aria-invalid aria-describedby="ds-plain-nickname-error" defaultValue="x" />
        <FieldError id="ds-plain-nickname-error" data-testid="ds-field-error" errors={{ nickname: { message: t("plainError") } }} name="nickname" />
      </div>
    </Demo>
  );
}

function MaskedDemo() {
  const t = useTranslations("dsForms.masked");
  const [cpf, setCpf] = useState("");
  const [cnpj, setCnpj] = useState("");
  const [phone, setPhone] = useState("");
  const [cep, setCep] = useState("");
  const [money, setMoney] = useState<bigint | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const field = (id: "cpf" | "cnpj" | "phone" | "cep" | "money" | "percent", input: ReactNode, value: string) => (
    <div key={id} className="grid w-full gap-1.5 sm:w-[calc(50%-0.375rem)]">
      <Label htmlFor={`ds-${id}`}>{t(`${id}.label`)}</Label>
      {input}
      <Readout testId={`ds-${id}-value`} label={t("value")}>{value}</Readout>
    </div>
  );
  return (
    <Demo id="masked-inputs" title={t("title")}>
      {field("cpf", <CpfInput id="ds-cpf" value={cpf} onValueChange={setCpf} />, cpf)}
      {field("cnpj", <CnpjInput id="ds-cnpj" value={cnpj} onValueChange={setCnpj} />, cnpj)}
      {field("phone", <PhoneInput id="ds-phone" value={phone} onValueChange={setPhone} />, phone)}
      {field("cep", <CepInput id="ds-cep" value={cep} onValueChange={setCep} />, cep)}
      {field("money", <MoneyInput id="ds-money" value={money} onValueChange={setMoney} />, money === null ? "" : money.toString())}
      {field("percent", <PercentInput id="ds-percent" value={percent} onValueChange={setPercent} />, percent === null ? "" : String(percent))}
    </Demo>
  );
}

function DateDemos() {
  const t = useTranslations("dsForms.dates");
  const locale = useAppLocale();
  const [day, setDay] = useState<Date | undefined>(undefined);
  const [picked, setPicked] = useState<Date | null>(null);
  const [range, setRange] = useState<DateRangeValue>(EMPTY_DATE_RANGE);
  const show = (d: Date | null | undefined) => (d ? formatDate(d, locale) : "");
  return (
    <>
      <Demo id="calendar" title={t("calendarTitle")}>
        <Calendar mode="single" selected={day} onSelect={(d) => setDay(d ? startOfDaySaoPaulo(d) : undefined)} className="rounded-md border border-border" />
        <Readout testId="ds-calendar-value" label={t("selected")}>{show(day)}</Readout>
      </Demo>
      <Demo id="date-picker" title={t("datePickerTitle")}>
        <div className="grid w-full max-w-xs gap-1.5"><Label htmlFor="ds-date">{t("dateLabel")}</Label><DatePicker id="ds-date" value={picked} onChange={setPicked} /></div>
        <Readout testId="ds-date-picker-value" label={t("selected")}>{picked ? picked.toISOString() : ""}</Readout>
      </Demo>
      <Demo id="date-range-picker" title={t("rangeTitle")}>
        <div className="grid w-full max-w-xs gap-1.5"><Label htmlFor="ds-range">{t("rangeLabel")}</Label><DateRangePicker id="ds-range" value={range} onChange={setRange} /></div>
        <Readout testId="ds-date-range-value" label={t("selected")}>{range.from ? `${show(range.from)} – ${show(range.to)}` : ""}</Readout>
      </Demo>
    </>
  );
}

/** The "Formulários e dados" section of the design-system page: every form and data component in its states. */
export function FormsSection() {
  const t = useTranslations("dsForms");
  return (
    <section data-testid="ds-forms" aria-labelledby="ds-forms-heading" className="flex flex-col gap-4">
      <h2 id="ds-forms-heading" className="font-heading text-xl font-semibold">{t("title")}</h2>
      <p className="-mt-2 text-sm text-muted-foreground">{t("description")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ButtonsDemo /><DebouncedDemo /><ChoiceDemos /><SliderAndToggleDemos /><TabsBadgesAvatarsDemos />
        <TableAndGridDemos /><FormDemo /><MaskedDemo /><DateDemos />
      </div>
    </section>
  );
}
