import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { formatBp } from "../rules/percent";
import { ProfileForm } from "./profile-form";

export type ProfileRow = RouterOutputs["commissions"]["profiles"]["list"][number];

/** Everyone who earns commissions, with contract, default share, regime, ISS and payout timing; editable. */
export function ProfilesPanel() {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const list = api.commissions.profiles.list.useQuery();
  const [editing, setEditing] = useState<ProfileRow | null>(null);
  return (
    <section aria-labelledby="profiles-title" className="flex flex-col gap-3">
      <div>
        <h2 id="profiles-title" className="text-base font-semibold">
          {t("profiles.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("profiles.intro")}</p>
      </div>
      {list.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : list.error ? (
        <p role="alert" className="text-sm text-danger">
          {t("loadError")}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("profiles.person")}</TableHead>
              <TableHead>{t("profiles.contract")}</TableHead>
              <TableHead className="text-right">{t("profiles.split")}</TableHead>
              <TableHead>{t("profiles.regime")}</TableHead>
              <TableHead className="text-right">{t("profiles.iss")}</TableHead>
              <TableHead>{t("profiles.payOn")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("profiles.title")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data?.map((p) => (
              <TableRow key={p.userId}>
                <TableCell className="font-medium">
                  {p.name}
                  {p.version === null ? <span className="ml-2 text-xs text-muted-foreground">({t("profiles.default")})</span> : null}
                </TableCell>
                <TableCell>{t(`contractTypes.${p.contractType}`)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatBp(p.defaultSplitBp, locale)}</TableCell>
                <TableCell>{p.contractType === "pj" ? t(`taxRegimes.${p.taxRegime}`) : "—"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatBp(p.issBp, locale)}</TableCell>
                <TableCell>{t(`payOn.${p.payOn}`)}</TableCell>
                <TableCell className="text-right">
                  <Button size="icon" variant="ghost" aria-label={t("profiles.edit", { name: p.name })} onClick={() => setEditing(p)}>
                    <PencilIcon aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("profiles.editTitle", { name: editing.name })}</DialogTitle>
              <DialogDescription>{t("profiles.intro")}</DialogDescription>
            </DialogHeader>
            <ProfileForm key={editing.userId} profile={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
