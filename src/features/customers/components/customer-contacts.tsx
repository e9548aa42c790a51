import { BanIcon, CopyIcon, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/toast/notify";
import { formatPhoneBr, isMobilePhoneBr, telHref, whatsappHref } from "~/lib/brazil";
import { cn } from "~/lib/cn";

export interface ContactsCustomer {
  name: string;
  kind: string;
  phones: string[];
  emails: string[];
  doNotContact: boolean;
}

const action = cn(buttonVariants({ variant: "outline", size: "sm" }));

/** "Maria Aparecida Souza" → "Maria": how a WhatsApp greeting addresses a person. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations("customers.contacts");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t("copied", { value }));
    } catch {
      notify.error(t("copyFailed"));
    }
  };
  return (
    <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t("copyAria", { value: label })} onClick={() => void copy()}>
      <CopyIcon aria-hidden />
    </Button>
  );
}

function ContactRow({ icon, value, note, children }: { icon: ReactNode; value: string; note?: string; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2" data-testid="customer-contact">
      <span className="flex min-w-0 flex-1 basis-40 items-center gap-2">
        <span aria-hidden className="text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        <span className="min-w-0 break-all tabular-nums">{value}</span>
        {note ? <span className="shrink-0 text-xs text-muted-foreground">{note}</span> : null}
      </span>
      {children ? <span className="flex flex-wrap items-center gap-1.5">{children}</span> : null}
    </li>
  );
}

/**
 * The customer's phones and e-mails with one-click "Ligar", "WhatsApp" (a greeting pre-filled in the
 * user's language) and e-mail. A customer who asked not to be contacted (LGPD) gets the reason instead of
 * the actions: the numbers stay readable, nothing dials, opens a chat or copies them.
 */
export function CustomerContacts({ customer, userName }: { customer: ContactsCustomer; userName: string }) {
  const t = useTranslations("customers.contacts");
  const blocked = customer.doNotContact;
  const greeting =
    customer.kind === "PJ" ? t("greetingCompany", { user: userName, company: customer.name }) : t("greeting", { name: firstNameOf(customer.name), user: userName });
  const empty = customer.phones.length + customer.emails.length === 0;

  return (
    <section aria-labelledby="customer-contacts-title" data-testid="customer-contacts" className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <h2 id="customer-contacts-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      {blocked ? (
        <div role="note" data-testid="do-not-contact" className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/10 p-3 text-sm">
          <BanIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          <p>
            <strong className="font-semibold text-danger">{t("doNotContactTitle")}</strong> {t("doNotContactBody")}
          </p>
        </div>
      ) : null}
      {empty ? <p className="text-sm text-muted-foreground">{t("none")}</p> : null}
      {customer.phones.length ? (
        <ul aria-label={t("phones")} className="divide-y divide-border text-sm">
          {customer.phones.map((p) => {
            const shown = formatPhoneBr(p);
            const tel = telHref(p);
            const whatsapp = whatsappHref(p, greeting);
            return (
              <ContactRow key={p} icon={<Phone />} value={shown} note={isMobilePhoneBr(p) ? t("mobile") : t("landline")}>
                {blocked ? null : (
                  <>
                    {tel ? (
                      <a href={tel} className={action} aria-label={t("callAria", { phone: shown })}>
                        <Phone aria-hidden />
                        {t("call")}
                      </a>
                    ) : null}
                    {whatsapp ? (
                      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={cn(action, "text-success")} aria-label={t("whatsappAria", { phone: shown })}>
                        <MessageCircle aria-hidden />
                        {t("whatsapp")}
                      </a>
                    ) : null}
                    <CopyButton value={shown} label={shown} />
                  </>
                )}
              </ContactRow>
            );
          })}
        </ul>
      ) : null}
      {customer.emails.length ? (
        <ul aria-label={t("emails")} className="divide-y divide-border text-sm">
          {customer.emails.map((e) => (
            <ContactRow key={e} icon={<Mail />} value={e}>
              {blocked ? null : (
                <>
                  <a href={`mailto:${e}`} className={action} aria-label={t("emailAria", { email: e })}>
                    <Mail aria-hidden />
                    {t("email")}
                  </a>
                  <CopyButton value={e} label={e} />
                </>
              )}
            </ContactRow>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
