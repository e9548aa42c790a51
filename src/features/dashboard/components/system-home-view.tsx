import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/utils/api";
import { FigureCard, HomeSection, useFormatDay } from "./figure-card";

type SystemHome = RouterOutputs["dashboard"]["system"];

/** The Administrador's own part: active users, and the imports and errors of the last days (audit log). */
export function SystemHomeView({ data, days }: { data: SystemHome; days: number }) {
  const t = useTranslations("dashboard.system");
  const formatDay = useFormatDay();
  const hint = t("hint", { from: formatDay(data.from), to: formatDay(data.to) });
  return (
    <HomeSection title={t("title", { days })} testId="home-system">
      <FigureCard testId="home-users" title={t("users.title")} hint={t("users.hint")} figure={{ count: data.users.count, href: data.users.href }} />
      {data.imports.map((f) => (
        <FigureCard key={f.action} testId={`home-${f.action.replace(/[._]/g, "-")}`} title={t(`imports.${f.action.split(".")[0] as "lead"}`)} hint={hint} figure={f} />
      ))}
      {data.errors.map((f) => (
        <FigureCard key={f.action} testId={`home-${f.action.replace(/[._]/g, "-")}`} title={t("errors.signinFailed")} hint={hint} figure={f} tone="alert" />
      ))}
    </HomeSection>
  );
}
