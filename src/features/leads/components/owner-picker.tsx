import { useTranslations } from "use-intl";
import { NativeSelect, type NativeSelectProps } from "~/components/ui/input";
import type { Role } from "~/lib/roles";
import { api } from "~/utils/api";

export interface Viewer {
  id: string;
  role: Role;
  teamId: string | null;
}

/** Gestor and Administrador choose the owner; a Gestor only within the team (the server refuses others). */
export const canPickOwner = (viewer: Viewer) => viewer.role === "admin" || viewer.role === "manager";

/**
 * The people a lead can go to. `automatic` adds the "automatic" choice (creator or the team's
 * round-robin, value ""); the pool is value "pool".
 */
export function OwnerPicker({ viewer, automatic, ...props }: NativeSelectProps & { viewer: Viewer; automatic?: boolean }) {
  const t = useTranslations("leadPage.owner");
  const people = api.users.options.useQuery({ roles: ["seller", "manager", "admin"] }, { staleTime: 60_000 });
  const options = (people.data ?? []).filter((p) => viewer.role === "admin" || p.teamId === viewer.teamId);
  return (
    <NativeSelect {...props} disabled={props.disabled ?? people.isPending}>
      {automatic ? <option value="">{t("automatic")}</option> : null}
      <option value="pool">{t("pool")}</option>
      {options.map((p) => (
        <option key={p.id} value={p.id}>
          {p.teamName ? t("personWithTeam", { name: p.name, team: p.teamName }) : p.name}
        </option>
      ))}
    </NativeSelect>
  );
}
