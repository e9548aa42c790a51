import { CalculatorIcon, CalendarIcon, CreditCardIcon, LogOutIcon, SearchIcon, SettingsIcon, TrashIcon, UserIcon } from "lucide-react";
import { Fragment, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Command, CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator, CommandShortcut } from "~/components/ui/command";
import { TOAST_DURATION_MS, TOAST_VIEWPORT_HOTKEY, TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "~/components/ui/constants";
import * as CM from "~/components/ui/context-menu";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import * as DM from "~/components/ui/dropdown-menu";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";

/** A labelled sub-section with a stable heading id and test id (`ds-<id>`). */
function Demo({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section data-testid={`ds-${id}`} aria-labelledby={`ds-${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <h3 id={`ds-${id}-heading`} className="font-heading text-base font-semibold">{title}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </section>
  );
}

function DialogDemo() {
  const t = useTranslations("dsOverlays");
  return (
    <Demo id="dialog" title={t("dialog.title")}>
      <Dialog>
        <DialogTrigger asChild><Button>{t("dialog.open")}</Button></DialogTrigger>
        <DialogContent data-testid="ds-dialog-content" closeLabel={t("close")}>
          <DialogHeader><DialogTitle>{t("dialog.heading")}</DialogTitle><DialogDescription>{t("dialog.description")}</DialogDescription></DialogHeader>
          <p className="text-sm">{t("dialog.body")}</p>
          <DialogFooter>
            <DialogClose asChild><Button variant="outline">{t("dialog.cancel")}</Button></DialogClose>
            <DialogClose asChild><Button>{t("dialog.save")}</Button></DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Demo>
  );
}

function AlertDialogDemo() {
  const t = useTranslations("dsOverlays");
  const [result, setResult] = useState<"none" | "confirmed" | "cancelled">("none");
  return (
    <Demo id="alert-dialog" title={t("alertDialog.title")}>
      <AlertDialog>
        <AlertDialogTrigger asChild><Button variant="danger"><TrashIcon aria-hidden />{t("alertDialog.open")}</Button></AlertDialogTrigger>
        <AlertDialogContent data-testid="ds-alert-dialog-content">
          <AlertDialogHeader><AlertDialogTitle>{t("alertDialog.heading")}</AlertDialogTitle><AlertDialogDescription>{t("alertDialog.description")}</AlertDialogDescription></AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => setResult("cancelled")}>{t("alertDialog.cancel")}</AlertDialogCancel>
            <AlertDialogAction variant="danger" onClick={() => setResult("confirmed")}>{t("alertDialog.confirm")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <p role="status" data-testid="ds-alert-dialog-result" className="self-center text-sm text-muted-foreground">{t(`alertDialog.result.${result}`)}</p>
    </Demo>
  );
}

const NAV_KEYS = ["home", "leads", "portfolio", "commissions"] as const;

function SheetDemo() {
  const t = useTranslations("dsOverlays");
  return (
    <Demo id="sheet" title={t("sheet.title")}>
      {(["left", "right"] as const).map((side) => (
        <Sheet key={side}>
          <SheetTrigger asChild><Button variant="outline">{t(`sheet.open.${side}`)}</Button></SheetTrigger>
          <SheetContent side={side} data-testid={`ds-sheet-${side}`} closeLabel={t("close")}>
            <SheetHeader><SheetTitle>{t(`sheet.${side}.heading`)}</SheetTitle><SheetDescription>{t(`sheet.${side}.description`)}</SheetDescription></SheetHeader>
            {side === "left" ? (
              <nav aria-label={t("sheet.navLabel")} className="px-4">
                <ul className="flex flex-col gap-1">
                  {NAV_KEYS.map((key) => <li key={key}><SheetClose asChild><Button variant="ghost" className="w-full justify-start">{t(`sheet.nav.${key}`)}</Button></SheetClose></li>)}
                </ul>
              </nav>
            ) : (
              <p className="px-4 text-sm">{t("sheet.filtersBody")}</p>
            )}
            <SheetFooter><SheetClose asChild><Button>{t("sheet.done")}</Button></SheetClose></SheetFooter>
          </SheetContent>
        </Sheet>
      ))}
    </Demo>
  );
}

function PopoverAndTooltipDemos() {
  const t = useTranslations("dsOverlays");
  return (
    <>
      <Demo id="popover" title={t("popover.title")}>
        <Popover>
          <PopoverTrigger asChild><Button variant="outline">{t("popover.open")}</Button></PopoverTrigger>
          <PopoverContent data-testid="ds-popover-content" className="flex flex-col gap-2">
            <h4 className="font-heading text-sm font-semibold">{t("popover.heading")}</h4>
            <p className="text-sm text-muted-foreground">{t("popover.body")}</p>
          </PopoverContent>
        </Popover>
      </Demo>
      <Demo id="tooltip" title={t("tooltip.title")}>
        <TooltipProvider>
          <Tooltip>
            <TooltipTrigger asChild><Button variant="outline">{t("tooltip.trigger")}</Button></TooltipTrigger>
            <TooltipContent data-testid="ds-tooltip-content">{t("tooltip.content", { delay: TOOLTIP_DELAY_DURATION_MS, skip: TOOLTIP_SKIP_DELAY_DURATION_MS })}</TooltipContent>
          </Tooltip>
        </TooltipProvider>
      </Demo>
    </>
  );
}

const SORT_KEYS = ["name", "createdAt", "amount"] as const;

function DropdownMenuDemo() {
  const t = useTranslations("dsOverlays.dropdownMenu");
  const [archived, setArchived] = useState(false);
  const [commissions, setCommissions] = useState(true);
  const [sort, setSort] = useState<string>("name");
  return (
    <Demo id="dropdown-menu" title={t("title")}>
      <DM.DropdownMenu>
        <DM.DropdownMenuTrigger asChild><Button variant="outline">{t("open")}</Button></DM.DropdownMenuTrigger>
        <DM.DropdownMenuContent data-testid="ds-dropdown-menu-content" align="start" className="w-60">
          <DM.DropdownMenuLabel>{t("account")}</DM.DropdownMenuLabel>
          <DM.DropdownMenuGroup>
            <DM.DropdownMenuItem><UserIcon aria-hidden />{t("profile")}<DM.DropdownMenuShortcut>{t("profileShortcut")}</DM.DropdownMenuShortcut></DM.DropdownMenuItem>
            <DM.DropdownMenuItem><SettingsIcon aria-hidden />{t("settings")}</DM.DropdownMenuItem>
            <DM.DropdownMenuItem disabled>{t("unavailable")}</DM.DropdownMenuItem>
            <DM.DropdownMenuSub>
              <DM.DropdownMenuSubTrigger>{t("export")}</DM.DropdownMenuSubTrigger>
              <DM.DropdownMenuSubContent data-testid="ds-dropdown-menu-sub">
                <DM.DropdownMenuItem>{t("exportCsv")}</DM.DropdownMenuItem><DM.DropdownMenuItem>{t("exportXlsx")}</DM.DropdownMenuItem>
              </DM.DropdownMenuSubContent>
            </DM.DropdownMenuSub>
          </DM.DropdownMenuGroup>
          <DM.DropdownMenuSeparator />
          <DM.DropdownMenuLabel>{t("view")}</DM.DropdownMenuLabel>
          <DM.DropdownMenuCheckboxItem checked={archived} onCheckedChange={setArchived}>{t("showArchived")}</DM.DropdownMenuCheckboxItem>
          <DM.DropdownMenuCheckboxItem checked={commissions} onCheckedChange={setCommissions}>{t("showCommissions")}</DM.DropdownMenuCheckboxItem>
          <DM.DropdownMenuSeparator />
          <DM.DropdownMenuLabel>{t("sortBy")}</DM.DropdownMenuLabel>
          <DM.DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
            {SORT_KEYS.map((key) => <DM.DropdownMenuRadioItem key={key} value={key}>{t(`sort.${key}`)}</DM.DropdownMenuRadioItem>)}
          </DM.DropdownMenuRadioGroup>
          <DM.DropdownMenuSeparator />
          <DM.DropdownMenuItem variant="danger"><LogOutIcon aria-hidden />{t("signOut")}</DM.DropdownMenuItem>
        </DM.DropdownMenuContent>
      </DM.DropdownMenu>
    </Demo>
  );
}

const STATUS_KEYS = ["new", "callBack", "badTiming", "notInterested"] as const;
const PRIORITY_KEYS = ["high", "medium", "low"] as const;

function ContextMenuDemo() {
  const t = useTranslations("dsOverlays.contextMenu");
  const [pinned, setPinned] = useState(false);
  const [priority, setPriority] = useState<string>("medium");
  return (
    <Demo id="context-menu" title={t("title")}>
      <CM.ContextMenu>
        <CM.ContextMenuTrigger tabIndex={0} data-testid="ds-context-menu-area" className="flex h-32 w-full items-center justify-center rounded-md border border-dashed border-input text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {t("area")}
        </CM.ContextMenuTrigger>
        <CM.ContextMenuContent data-testid="ds-context-menu-content" className="w-60">
          <CM.ContextMenuItem>{t("open")}</CM.ContextMenuItem>
          <CM.ContextMenuItem>{t("copyLink")}<CM.ContextMenuShortcut>{t("copyShortcut")}</CM.ContextMenuShortcut></CM.ContextMenuItem>
          <CM.ContextMenuItem disabled>{t("duplicate")}</CM.ContextMenuItem>
          <CM.ContextMenuSub>
            <CM.ContextMenuSubTrigger>{t("moveTo")}</CM.ContextMenuSubTrigger>
            <CM.ContextMenuSubContent data-testid="ds-context-menu-sub">
              {STATUS_KEYS.map((key) => <CM.ContextMenuItem key={key}>{t(`status.${key}`)}</CM.ContextMenuItem>)}
            </CM.ContextMenuSubContent>
          </CM.ContextMenuSub>
          <CM.ContextMenuSeparator />
          <CM.ContextMenuCheckboxItem checked={pinned} onCheckedChange={setPinned}>{t("pin")}</CM.ContextMenuCheckboxItem>
          <CM.ContextMenuSeparator />
          <CM.ContextMenuLabel inset>{t("priority")}</CM.ContextMenuLabel>
          <CM.ContextMenuRadioGroup value={priority} onValueChange={setPriority}>
            {PRIORITY_KEYS.map((key) => <CM.ContextMenuRadioItem key={key} value={key}>{t(`priorities.${key}`)}</CM.ContextMenuRadioItem>)}
          </CM.ContextMenuRadioGroup>
          <CM.ContextMenuSeparator />
          <CM.ContextMenuItem variant="danger"><TrashIcon aria-hidden />{t("delete")}</CM.ContextMenuItem>
        </CM.ContextMenuContent>
      </CM.ContextMenu>
      <p className="text-xs text-muted-foreground">{t("hint")}</p>
    </Demo>
  );
}

const PRODUCT_GROUPS = [
  { group: "banking", products: ["Banking", "BankingEmpresa"] },
  { group: "insurance", products: ["LifeInsurance", "AutoInsurance", "HomeInsurance"] },
  { group: "investment", products: ["Investment", "InternationalInvestment", "Pension"] },
] as const;

const LEAD_STATUS_KEYS = ["new", "callBack", "notQualified"] as const;

function SelectDemo() {
  const t = useTranslations("dsOverlays.select");
  const field = "flex flex-col gap-1.5 text-sm font-medium";
  return (
    <Demo id="select" title={t("title")}>
      <div className={field}>
        <label htmlFor="ds-select-product">{t("productLabel")}</label>
        <Select>
          <SelectTrigger id="ds-select-product" className="w-64"><SelectValue placeholder={t("productPlaceholder")} /></SelectTrigger>
          <SelectContent data-testid="ds-select-content">
            {PRODUCT_GROUPS.map(({ group, products }, index) => (
              <Fragment key={group}>
                {index > 0 ? <SelectSeparator /> : null}
                <SelectGroup>
                  <SelectLabel>{t(`groups.${group}`)}</SelectLabel>
                  {products.map((code) => <SelectItem key={code} value={code}>{t(`products.${code}`)}</SelectItem>)}
                </SelectGroup>
              </Fragment>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className={field}>
        <label htmlFor="ds-select-status">{t("statusLabel")}</label>
        <Select defaultValue="callBack">
          <SelectTrigger id="ds-select-status" size="sm"><SelectValue /></SelectTrigger>
          <SelectContent>
            {LEAD_STATUS_KEYS.map((key) => <SelectItem key={key} value={key} disabled={key === "notQualified"}>{t(`status.${key}`)}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <div className={field}>
        <label htmlFor="ds-select-disabled">{t("disabledLabel")}</label>
        <Select disabled>
          <SelectTrigger id="ds-select-disabled" className="w-64"><SelectValue placeholder={t("disabledPlaceholder")} /></SelectTrigger>
          <SelectContent />
        </Select>
      </div>
    </Demo>
  );
}

const COMMAND_GROUPS = [
  { group: "suggestions", items: [{ key: "calendar", icon: CalendarIcon }, { key: "searchLead", icon: SearchIcon }, { key: "calculator", icon: CalculatorIcon, disabled: true }] },
  { group: "settings", items: [{ key: "profile", icon: UserIcon, shortcut: true }, { key: "billing", icon: CreditCardIcon, shortcut: true }, { key: "preferences", icon: SettingsIcon, shortcut: true }] },
] as const;

function CommandItems({ onSelect }: { onSelect: (value: string) => void }) {
  const t = useTranslations("dsOverlays.command");
  return (
    <CommandList label={t("listLabel")}>
      <CommandEmpty>{t("empty")}</CommandEmpty>
      {COMMAND_GROUPS.map(({ group, items }, index) => (
        <Fragment key={group}>
          {index > 0 ? <CommandSeparator /> : null}
          <CommandGroup heading={t(`groups.${group}`)}>
            {items.map((item) => (
              <CommandItem key={item.key} disabled={"disabled" in item} onSelect={onSelect}>
                <item.icon aria-hidden />
                {t(`items.${item.key}`)}
                {"shortcut" in item ? <CommandShortcut>{t(`shortcuts.${item.key}`)}</CommandShortcut> : null}
              </CommandItem>
            ))}
          </CommandGroup>
        </Fragment>
      ))}
    </CommandList>
  );
}

function CommandDemo() {
  const t = useTranslations("dsOverlays");
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // Controlled selection: uncontrolled, cmdk scrolls its first item into view on mount, which
  // drags the whole page down to this demo.
  const [active, setActive] = useState("");
  return (
    <Demo id="command" title={t("command.title")}>
      <Command value={active} onValueChange={setActive} label={t("command.label")} data-testid="ds-command-inline" className="h-auto w-full border border-border shadow-sm md:max-w-md">
        <CommandInput placeholder={t("command.placeholder")} />
        <CommandItems onSelect={setSelected} />
      </Command>
      <Button variant="outline" onClick={() => setOpen(true)}>{t("command.openDialog")}</Button>
      <p role="status" className="w-full text-sm text-muted-foreground">{selected ? t("command.selected", { item: selected }) : null}</p>
      <CommandDialog open={open} onOpenChange={setOpen} title={t("command.dialogTitle")} description={t("command.dialogDescription")} closeLabel={t("close")} label={t("command.label")}>
        <CommandInput placeholder={t("command.placeholder")} />
        <CommandItems onSelect={(value) => { setSelected(value); setOpen(false); }} />
      </CommandDialog>
    </Demo>
  );
}

const TOAST_VARIANTS = ["default", "success", "error", "info"] as const;
type ToastVariant = (typeof TOAST_VARIANTS)[number];

function ToastDemo() {
  const t = useTranslations("dsOverlays.toast");
  const [toasts, setToasts] = useState<{ id: number; variant: ToastVariant }[]>([]);
  const lastId = useRef(0);
  const hotkey = TOAST_VIEWPORT_HOTKEY.join("+");
  const show = (variant: ToastVariant) => {
    const id = (lastId.current += 1);
    setToasts((list) => [...list, { id, variant }]);
  };
  const dismiss = (id: number) => setToasts((list) => list.filter((item) => item.id !== id));
  return (
    <Demo id="toast" title={t("title")}>
      <ToastProvider label={t("providerLabel")}>
        {TOAST_VARIANTS.map((variant) => <Button key={variant} variant="outline" onClick={() => show(variant)}>{t(`show.${variant}`)}</Button>)}
        {toasts.map(({ id, variant }) => (
          <Toast key={id} variant={variant} data-testid={`ds-toast-${variant}`} onOpenChange={(open) => !open && dismiss(id)}>
            <div className="grid gap-1"><ToastTitle>{t(`heading.${variant}`)}</ToastTitle><ToastDescription>{t(`body.${variant}`)}</ToastDescription></div>
            {variant === "default" ? <ToastAction altText={t("undoAlt")}>{t("undo")}</ToastAction> : null}
            <ToastClose />
          </Toast>
        ))}
        <ToastViewport label={t("viewportLabel", { hotkey })} data-testid="ds-toast-viewport" />
      </ToastProvider>
      <p className="w-full text-xs text-muted-foreground">{t("hint", { seconds: TOAST_DURATION_MS / 1000, hotkey })}</p>
    </Demo>
  );
}

function SkeletonDemo() {
  const t = useTranslations("dsOverlays.skeleton");
  return (
    <Demo id="skeleton" title={t("title")}>
      <div role="status" aria-busy="true" data-testid="ds-skeleton-loading" className="flex w-full flex-col gap-4">
        <span className="sr-only">{t("loading")}</span>
        <div className="flex items-center gap-4"><Skeleton className="size-12 rounded-full" /><div className="grid flex-1 gap-2"><Skeleton className="h-4 w-3/4" /><Skeleton className="h-4 w-1/2" /></div></div>
        <div className="grid gap-2">{[0, 1, 2].map((row) => <Skeleton key={row} className="h-8 w-full" />)}</div>
      </div>
    </Demo>
  );
}

/** The "Sobreposições e menus" section of the design-system page: every overlay, menu and feedback component. */
export function OverlaysSection() {
  const t = useTranslations("dsOverlays");
  return (
    <section data-testid="ds-overlays" aria-labelledby="ds-overlays-heading" className="flex flex-col gap-4">
      <h2 id="ds-overlays-heading" className="font-heading text-xl font-semibold">{t("title")}</h2>
      <p className="-mt-2 text-sm text-muted-foreground">{t("description")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <DialogDemo /><AlertDialogDemo /><SheetDemo /><PopoverAndTooltipDemos /><DropdownMenuDemo />
        <ContextMenuDemo /><SelectDemo /><CommandDemo /><ToastDemo /><SkeletonDemo />
      </div>
    </section>
  );
}
