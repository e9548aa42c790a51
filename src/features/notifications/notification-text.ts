import { createTranslator } from "use-intl";
import { catalogs, resolveLocale, type AppLocale } from "~/i18n";
import { EVENT_KEYS, titleParams, type NotificationEvent } from "./notification-events";

/** A translator of the notifications' texts in `locale` (the bell renders with the page's, e-mails with the recipient's). */
export function notificationTranslator(locale: string) {
  const l: AppLocale = resolveLocale(locale);
  return createTranslator({ locale: l, messages: catalogs[l], namespace: "notifications" });
}

export type NotificationTranslator = ReturnType<typeof notificationTranslator>;

/** An item's one-line title, from its event and params. */
export function notificationTitle(t: NotificationTranslator, event: NotificationEvent, params: Readonly<Record<string, string | number>>): string {
  return t(`events.${EVENT_KEYS[event]}.title`, titleParams(params));
}
