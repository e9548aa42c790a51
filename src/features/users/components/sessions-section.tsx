import { signOut } from "next-auth/react";
import { useState } from "react";
import { useLocale, useNow, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { formatDateTime, formatRelative } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";

type SessionItem = RouterOutputs["me"]["sessions"]["list"][number];
type Confirm = { kind: "one"; session: SessionItem } | { kind: "others" } | null;

/** Meu perfil › Sessões: where the account is signed in, with "Encerrar" per session and "Encerrar as outras". */
export function SessionsSection() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const list = api.me.sessions.list.useQuery();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const end = api.me.sessions.end.useMutation({
    onSuccess: async (res) => {
      setConfirm(null);
      // Ending the session in use is signing out: its token is refused from now on anyway.
      if (res.current) return void signOut({ callbackUrl: "/login" });
      await utils.me.sessions.list.invalidate();
    },
  });
  const endOthers = api.me.sessions.endOthers.useMutation({
    onSuccess: async (res) => {
      setConfirm(null);
      setNotice(t("sessions.endedOthers", { count: res.ended }));
      await utils.me.sessions.list.invalidate();
    },
  });
  const error = end.error ?? endOthers.error;

  // The page's server time until hydrated (so both write the same text), then re-read every 15 s.
  const now = useNow({ updateInterval: 15_000 });
  if (!list.data) return <p role="status">{t("app.loading")}</p>;
  const others = list.data.filter((s) => !s.current).length;
  const device = (s: SessionItem) => s.device ?? t("sessions.unknownDevice");

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("sessions.intro")}</p>
      {list.data.length === 0 ? <p className="text-sm">{t("sessions.none")}</p> : null}
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border" data-testid="sessions">
        {list.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="session-row">
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {device(s)}
                {s.current ? <Badge variant="success">{t("sessions.current")}</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {t("sessions.ip", { ip: s.ip })} ·{" "}
                <time dateTime={s.lastSeenAt.toISOString()} title={formatDateTime(s.lastSeenAt, locale)}>
                  {t("sessions.lastSeen", { when: formatRelative(s.lastSeenAt, now, locale) })}
                </time>
              </span>
            </div>
            <Button size="sm" variant="secondary" onClick={() => setConfirm({ kind: "one", session: s })} aria-label={`${t("sessions.end")} ${device(s)}`}>
              {t("sessions.end")}
            </Button>
          </li>
        ))}
      </ul>
      {notice ? <p role="status" className="text-sm">{notice}</p> : null}
      {others > 0 ? (
        <div>
          <Button variant="danger" onClick={() => setConfirm({ kind: "others" })}>
            {t("sessions.endOthers")}
          </Button>
        </div>
      ) : null}
      <Modal open={confirm !== null} title={confirm?.kind === "others" ? t("sessions.endOthers") : t("sessions.end")} onClose={() => setConfirm(null)}>
        {confirm ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm">
              {confirm.kind === "others"
                ? t("sessions.endOthersConfirm")
                : confirm.session.current
                  ? t("sessions.endCurrentConfirm")
                  : t("sessions.endConfirm", { device: device(confirm.session) })}
            </p>
            {error ? <p role="alert" className="text-sm text-danger">{messageOf(error, t("common.error"))}</p> : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t("common.cancel")}
              </Button>
              <Button
                variant="danger"
                disabled={end.isPending || endOthers.isPending}
                onClick={() => (confirm.kind === "others" ? endOthers.mutate() : end.mutate({ id: confirm.session.id }))}
              >
                {confirm.kind === "others" ? t("sessions.endOthers") : t("sessions.end")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
