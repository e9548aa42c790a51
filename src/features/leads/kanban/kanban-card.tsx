import { useDraggable } from "@dnd-kit/core";
import { BanIcon, CalendarIcon, GripVerticalIcon, PhoneCallIcon, UserRoundIcon } from "lucide-react";
import Link from "next/link";
import type { CSSProperties, ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { useAppLocale } from "~/i18n/use-app-locale";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { RouterOutputs } from "~/utils/api";
import { ConvertedToCustomer } from "../components/converted-to-customer";
import { dayAsDate, isOverdueDay } from "./kanban-days";
import type { LeadStatus } from "../lead-status";

type LeadCard = RouterOutputs["leads"]["board"]["items"][number];

/** A card as the board reads it (leads.board), with its status typed. */
export type KanbanLead = Omit<LeadCard, "status"> & { status: LeadStatus };

const SHOWN_CATEGORIES = 2;

/** The card's face, shared by the card in its column and the one that follows the pointer. */
export function CardFace({ lead, today, handle, menu, linked = true }: { lead: KanbanLead; today: string; handle?: ReactNode; menu?: ReactNode; linked?: boolean }) {
  const t = useTranslations("leadsKanban.card");
  const locale = useAppLocale();
  const overdue = isOverdueDay(lead.nextContactOn, today);
  const categories = lead.categories as ProductCategory[];
  return (
    <>
      <div className="flex items-start gap-1">
        {handle}
        <div className="min-w-0 flex-1 pt-0.5">
          {linked ? (
            <Link href={`/leads/${lead.id}`} draggable={false} className="line-clamp-2 text-sm font-medium break-words text-foreground hover:underline focus-visible:underline focus-visible:outline-none">
              {lead.name}
            </Link>
          ) : (
            <span className="line-clamp-2 text-sm font-medium break-words">{lead.name}</span>
          )}
        </div>
        {menu}
      </div>
      {lead.convertedCustomerId ? (
        <ConvertedToCustomer customerId={lead.convertedCustomerId} leadName={lead.name} className="ml-7 self-start" />
      ) : lead.status === ("Converter em lead" satisfies LeadStatus) && linked ? (
        // Won without a customer yet: the conversion is still to do.
        <Link href={`/leads/${lead.id}?converter=1`} draggable={false} aria-label={t("convertNowAria", { name: lead.name })} className="ml-7 self-start text-xs font-medium text-primary underline-offset-4 hover:underline">
          {t("convertNow")}
        </Link>
      ) : null}
      <dl className="flex flex-wrap gap-x-3 gap-y-1 pl-7 text-xs text-muted-foreground">
        <div className="flex w-full min-w-0 items-center gap-1.5">
          <dt>
            <UserRoundIcon aria-hidden className="size-3.5" />
            <span className="sr-only">{t("owner")}</span>
          </dt>
          <dd className="truncate">{lead.ownerName ?? t("noOwner")}</dd>
        </div>
        {lead.nextContactOn ? (
          <div className={cn("flex items-center gap-1.5", overdue && "font-medium text-danger")} data-overdue={overdue || undefined}>
            <dt>
              <CalendarIcon aria-hidden className="size-3.5" />
              <span className="sr-only">{t("nextContact")}</span>
            </dt>
            <dd>
              {formatDate(dayAsDate(lead.nextContactOn), locale)}
              {overdue ? <span className="sr-only"> ({t("overdue")})</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <dt>
            <PhoneCallIcon aria-hidden className="size-3.5" />
            <span className="sr-only">{t("attemptsLabel")}</span>
          </dt>
          <dd>{t("attempts", { count: lead.contactAttempts })}</dd>
        </div>
      </dl>
      {categories.length || lead.doNotContact ? (
        <div className="flex flex-wrap gap-1 pl-7">
          {lead.doNotContact ? (
            <Badge variant="danger">
              <BanIcon aria-hidden />
              {t("doNotContact")}
            </Badge>
          ) : null}
          {categories.slice(0, SHOWN_CATEGORIES).map((c) => (
            <Badge key={c} variant="outline" className="max-w-full truncate font-normal">
              {productCategoryLabel(c, locale)}
            </Badge>
          ))}
          {categories.length > SHOWN_CATEGORIES ? (
            <Badge variant="outline" className="font-normal" title={categories.slice(SHOWN_CATEGORIES).map((c) => productCategoryLabel(c, locale)).join(", ")}>
              {t("moreCategories", { count: categories.length - SHOWN_CATEGORIES })}
            </Badge>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export const cardClassName = "flex flex-col gap-2 rounded-md border border-border bg-card p-2 shadow-xs";

/**
 * A card in its column. The pointer drags it from anywhere (after a few pixels, so the name link and the
 * menu still click); the keyboard starts a drag from the grip only, so Enter on the link still opens the lead.
 */
export function KanbanCard({ lead, today, busy, menu }: { lead: KanbanLead; today: string; busy: boolean; menu: ReactNode }) {
  const t = useTranslations("leadsKanban");
  const locked = lead.status === ("Converter em lead" satisfies LeadStatus);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { lead },
    disabled: busy || locked,
    attributes: { roleDescription: t("dnd.roleDescription") },
  });
  const style: CSSProperties = { touchAction: "manipulation" };
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      style={style}
      data-testid="kanban-card"
      data-lead-id={lead.id}
      aria-busy={busy || undefined}
      className={cn(cardClassName, "cursor-grab", isDragging && "opacity-40", busy && "animate-pulse cursor-progress", locked && "cursor-default")}
    >
      <CardFace
        lead={lead}
        today={today}
        menu={menu}
        handle={
          locked ? (
            <span className="size-6 shrink-0" />
          ) : (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              aria-label={t("card.drag", { name: lead.name })}
              className="inline-flex size-6 shrink-0 cursor-grab items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <GripVerticalIcon aria-hidden className="size-4" />
            </button>
          )
        }
      />
    </li>
  );
}
