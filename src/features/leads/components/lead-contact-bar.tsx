import { Mail, MessageCircle, Phone, PhoneCall } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { notify } from "~/components/toast/notify";
import { formatPhoneBr, telHref, whatsappHref } from "~/lib/brazil";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import type { LeadDetail } from "./lead-form-values";
import { AttemptOutcomePopover } from "./attempt-outcome-popover";

const linkClass = cn(buttonVariants({ variant: "outline", size: "sm" }));

/** Call, WhatsApp and e-mail the lead, and "Registrar tentativa" in one click; all off once the lead opted out. */
export function LeadContactBar({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.contact");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const blocked = lead.doNotContact;
  const attempt = api.leads.logAttempt.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.leads.get.invalidate({ id: lead.id }), utils.leads.activities.invalidate({ leadId: lead.id })]);
      notify.success(t("attemptLogged"));
    },
    onError: async (error) => {
      if (fieldErrorsOf(error).version) {
        await utils.leads.get.invalidate({ id: lead.id });
        notify.error(t("attemptConflict"));
      } else notify.error(messageOf(error, tc("error")));
    },
  });

  const link = (href: string, label: string, icon: ReactNode, external = false) =>
    blocked ? (
      <span aria-disabled="true" className={cn(linkClass, "pointer-events-none opacity-50")}>
        {icon}
        {label}
      </span>
    ) : (
      <a href={href} className={linkClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {icon}
        {label}
      </a>
    );

  const hasChannels = lead.phones.length + lead.emails.length > 0;
  return (
    <section aria-label={t("title")} data-testid="contact-bar" className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        {lead.phones.map((p) => (
          <span key={p} className="contents">
            {link(telHref(p) ?? `tel:${p}`, t("call", { phone: formatPhoneBr(p) }), <Phone aria-hidden />)}
            {/* Landlines have no WhatsApp. */}
            {whatsappHref(p) ? link(whatsappHref(p)!, t("whatsapp"), <MessageCircle aria-hidden />, true) : null}
          </span>
        ))}
        {lead.emails.map((e) => (
          <span key={e} className="contents">
            {link(`mailto:${e}`, e, <Mail aria-hidden />)}
          </span>
        ))}
        {!hasChannels ? <span className="text-sm text-muted-foreground">{t("noChannels")}</span> : null}
        <div className="ml-auto flex items-center gap-2">
          <Badge variant="secondary" data-testid="attempts-count" aria-live="polite">
            {t("attempts", { count: lead.contactAttempts })}
          </Badge>
          {lead.canEdit ? (
            <div className="flex items-center gap-1">
              <Button size="sm" disabled={blocked || attempt.isPending} onClick={() => attempt.mutate({ id: lead.id, version: lead.version })}>
                <PhoneCall aria-hidden />
                {t("logAttempt")}
              </Button>
              <AttemptOutcomePopover disabled={blocked || attempt.isPending} onLog={(a) => attempt.mutate({ id: lead.id, version: lead.version, ...a })} />
            </div>
          ) : null}
        </div>
      </div>
      {blocked ? (
        <p role="note" className="text-sm text-danger">
          {t("blocked")}
        </p>
      ) : null}
    </section>
  );
}
