import { useTranslations } from "use-intl";
import { Field, type FieldErrors } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import type { Role } from "~/lib/roles";
import { api } from "~/utils/api";

/** Who is looking at the form: decides whether the seller can be changed (as sales.service allows). */
export interface SaleViewer {
  id: string;
  role: Role;
  teamId: string | null;
}

export interface PeopleValues {
  sellerId: string;
  presalesId: string;
  referrerId: string;
  referrerName: string;
}

/** Reassigning a sale is an Administrador's (anyone) or a Gestor's (own team) call; see assertSellerAllowed. */
export const mayChangeSeller = (viewer: SaleViewer) => viewer.role === "admin" || viewer.role === "manager";

/** Seller (when the viewer may change it), pre-sales rep, referrer (user) and the external indicador's name. */
export function PeopleFields({
  value,
  onChange,
  errors,
  viewer,
  currentSeller,
}: {
  value: PeopleValues;
  onChange: (next: Partial<PeopleValues>) => void;
  errors: FieldErrors;
  viewer: SaleViewer;
  /** The sale's seller as the carteira shows it, kept selectable even if out of the picker's range. */
  currentSeller?: { id: string; name: string };
}) {
  const t = useTranslations("sales.form");
  const people = api.users.options.useQuery();
  const all = people.data ?? [];
  const label = (p: { name: string; teamName: string | null }) => (p.teamName ? `${p.name} · ${p.teamName}` : p.name);
  // An inactive user stays on old sales: keep the chosen id as an option so the select does not blank it.
  const missing = (id: string) => (id && people.data && !all.some((p) => p.id === id) ? [{ id, text: t("personInactive") }] : []);
  const sellers = all.filter((p) => viewer.role === "admin" || p.id === viewer.id || (viewer.teamId !== null && p.teamId === viewer.teamId));
  const sellerExtra = currentSeller && !sellers.some((p) => p.id === currentSeller.id) ? [{ id: currentSeller.id, text: currentSeller.name }] : [];

  const personSelect = (field: "presalesId" | "referrerId") => (
    <Field label={t(field)} name={field} errors={errors}>
      <NativeSelect value={value[field]} onChange={(e) => onChange({ [field]: e.target.value })} disabled={people.isPending}>
        <option value="">{t("personNone")}</option>
        {missing(value[field]).map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
        {all.map((p) => (
          <option key={p.id} value={p.id}>
            {label(p)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <div className="flex flex-col gap-4">
      {mayChangeSeller(viewer) ? (
        <Field label={t("seller")} name="sellerId" errors={errors} description={viewer.role === "manager" ? t("sellerTeamHint") : undefined}>
          <NativeSelect value={value.sellerId} onChange={(e) => onChange({ sellerId: e.target.value })} disabled={people.isPending}>
            {value.sellerId ? null : <option value="">{t("sellerSelf")}</option>}
            {sellerExtra.map((o) => (
              <option key={o.id} value={o.id}>
                {o.text}
              </option>
            ))}
            {sellers.map((p) => (
              <option key={p.id} value={p.id}>
                {label(p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {/* One per line: "Name · Team" does not fit half of the dialog. */}
      {personSelect("presalesId")}
      {personSelect("referrerId")}
      <Field label={t("referrerName")} name="referrerName" errors={errors} description={t("referrerNameHint")}>
        <Input value={value.referrerName} maxLength={120} onChange={(e) => onChange({ referrerName: e.target.value })} />
      </Field>
    </div>
  );
}
