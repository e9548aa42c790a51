import { useSession } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { EVENT_KEYS, eventsForRole, NOTIFICATION_CHANNELS, type NotificationChannel } from "../notification-events";

type Preferences = RouterOutputs["notifications"]["preferences"];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Meu perfil → Notificações: per event where it goes (app, e-mail, both, none), and the daily digest's hour. */
export function NotificationPreferencesForm({ initial }: { initial: Preferences }) {
  const t = useTranslations("notifications");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const role = useSession().data?.user.role;
  const [channels, setChannels] = useState(initial.channels);
  const [digestEnabled, setDigestEnabled] = useState(initial.digestEnabled);
  const [digestHour, setDigestHour] = useState(initial.digestHour);
  const [saved, setSaved] = useState(false);
  const save = api.notifications.savePreferences.useMutation({
    onSuccess: (prefs) => {
      utils.notifications.preferences.setData(undefined, prefs);
      setSaved(true);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    save.mutate({ channels, digestEnabled, digestHour });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="notification-preferences">
      <p className="text-sm text-muted-foreground">{t("preferences.intro")}</p>
      <fieldset className="flex flex-col divide-y divide-border rounded-md border border-border">
        <legend className="sr-only">{t("preferences.channel")}</legend>
        {eventsForRole(role).map((event) => {
          const id = `pref-${EVENT_KEYS[event]}`;
          return (
            <div key={event} className="flex flex-col gap-1.5 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <label htmlFor={id} className="text-sm">
                {t(`events.${EVENT_KEYS[event]}.label`)}
              </label>
              <NativeSelect
                id={id}
                value={channels[event]}
                onChange={(e) => setChannels((c) => ({ ...c, [event]: e.target.value as NotificationChannel }))}
                className="w-full sm:w-48"
              >
                {NOTIFICATION_CHANNELS.map((ch) => (
                  <option key={ch} value={ch}>
                    {t(`preferences.channels.${ch}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-3 rounded-md border border-border px-3 py-3">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="digest-enabled" className="text-sm font-medium">
            {t("preferences.digest")}
          </label>
          <Switch id="digest-enabled" checked={digestEnabled} onCheckedChange={setDigestEnabled} />
        </div>
        <p className="text-xs text-muted-foreground">{t("preferences.digestHint")}</p>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="digest-hour" className="text-sm">
            {t("preferences.digestHour")}
          </label>
          <NativeSelect id="digest-hour" value={digestHour} disabled={!digestEnabled} onChange={(e) => setDigestHour(Number(e.target.value))} className="w-28">
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t("preferences.hour", { hour: String(h).padStart(2, "0") })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(save.error, tc("error"))}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-success">
          {t("preferences.saved")}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? tc("saving") : t("preferences.save")}
        </Button>
      </div>
    </form>
  );
}
