import { serverEnv } from "~/server/env";
import { notificationTitle, notificationTranslator } from "../notification-text";
import { recordPath, type NotificationEvent } from "../notification-events";

/** The app's public address, for links in e-mails (NEXTAUTH_URL; the local default otherwise). */
export function appBaseUrl(): string {
  return (serverEnv().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(lang: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${paragraphs.join("")}</body></html>`;
}

const p = (html: string, style = "") => `<p${style ? ` style="${style}"` : ""}>${html}</p>`;
const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/**
 * One notification as an e-mail in the recipient's language: the minimum (DOMAIN.md §6) — their name, the
 * title (a lead's or customer's name, never a document or an amount) and a link to the record.
 */
export function renderNotificationEmail(input: {
  locale: string;
  recipientName: string;
  event: NotificationEvent;
  params: Readonly<Record<string, string | number>>;
  recordKind: string | null;
  recordId: string | null;
}): RenderedEmail {
  const t = notificationTranslator(input.locale);
  const base = appBaseUrl();
  const title = notificationTitle(t, input.event, input.params);
  const link = `${base}${recordPath(input.recordKind, input.recordId)}`;
  const prefs = `${base}/perfil`;
  const text = [t("email.greeting", { name: input.recipientName }), title, t("email.open", { link }), "--", t("email.footer", { link: prefs })].join("\n\n");
  const html = htmlPage(input.locale, [
    p(escapeHtml(t("email.greeting", { name: input.recipientName }))),
    p(`<strong>${escapeHtml(title)}</strong>`),
    p(a(link, t("email.openButton"))),
    p(escapeHtml(t("email.footer", { link: "" })).trim() + " " + a(prefs, prefs), "font-size:12px;color:#6b7280"),
  ]);
  return { subject: title, text, html };
}

/** The daily digest: the unread titles with their links, and an unsubscribe link that needs no sign-in. */
export function renderDigestEmail(input: {
  locale: string;
  recipientName: string;
  items: { event: NotificationEvent; params: Readonly<Record<string, string | number>>; recordKind: string | null; recordId: string | null }[];
  total: number;
  unsubscribeUrl: string;
}): RenderedEmail {
  const t = notificationTranslator(input.locale);
  const base = appBaseUrl();
  const lines = input.items.map((i) => ({ title: notificationTitle(t, i.event, i.params), link: `${base}${recordPath(i.recordKind, i.recordId)}` }));
  const more = input.total - input.items.length;
  const subject = t("email.digestSubject", { count: input.total });
  const text = [
    t("email.greeting", { name: input.recipientName }),
    t("email.digestIntro"),
    lines.map((l) => `- ${l.title}\n  ${l.link}`).join("\n"),
    ...(more > 0 ? [t("email.digestMore", { count: more })] : []),
    "--",
    t("email.unsubscribe", { link: input.unsubscribeUrl }),
  ].join("\n\n");
  const html = htmlPage(input.locale, [
    p(escapeHtml(t("email.greeting", { name: input.recipientName }))),
    p(escapeHtml(t("email.digestIntro"))),
    `<ul>${lines.map((l) => `<li>${a(l.link, l.title)}</li>`).join("")}</ul>`,
    ...(more > 0 ? [p(escapeHtml(t("email.digestMore", { count: more })))] : []),
    p(a(input.unsubscribeUrl, t("email.unsubscribeLink")), "font-size:12px;color:#6b7280"),
  ]);
  return { subject, text, html };
}
