import type { NextApiRequest, NextApiResponse } from "next";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/logger";
import { timeResponse } from "~/server/ops/metrics";
import { localeFromAcceptLanguage } from "~/i18n/server/request-locale";
import { notificationTranslator } from "~/features/notifications/notification-text";
import { unsubscribeDigest, verifyUnsubscribeToken } from "~/features/notifications/server/unsubscribe";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: NextApiResponse, status: number, locale: string, body: string) {
  const t = notificationTranslator(locale);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.status(status).send(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("unsubscribe.title"))}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.25rem">${escapeHtml(t("unsubscribe.title"))}</h1>${body}</body></html>`,
  );
}

/**
 * The daily digest's unsubscribe link, with no sign-in: the signed token names the user. GET shows a
 * confirmation with a button (link scanners that prefetch GETs must not unsubscribe anyone); POST turns the
 * digest off — also the one-click POST mail clients send (List-Unsubscribe-Post, RFC 8058).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  timeResponse("digest unsubscribe", req, res);
  const token = typeof req.query.token === "string" ? req.query.token : "";
  const fallback = localeFromAcceptLanguage(req.headers["accept-language"]);
  const t = notificationTranslator(fallback);
  if (req.method !== "GET" && req.method !== "POST") {
    res.setHeader("Allow", "GET, POST");
    return res.status(405).end();
  }
  if (!verifyUnsubscribeToken(token)) return page(res, 400, fallback, `<p role="alert">${escapeHtml(t("unsubscribe.invalid"))}</p>`);
  if (req.method === "GET") {
    const action = `/api/notificacoes/resumo?token=${encodeURIComponent(token)}`;
    return page(
      res,
      200,
      fallback,
      `<p>${escapeHtml(t("unsubscribe.confirm"))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:.5rem 1rem;font-size:1rem">${escapeHtml(t("unsubscribe.button"))}</button></form>`,
    );
  }
  try {
    const done = await unsubscribeDigest(await getDb(), token);
    if (!done) return page(res, 400, fallback, `<p role="alert">${escapeHtml(t("unsubscribe.invalid"))}</p>`);
    return page(res, 200, done.locale, `<p role="status">${escapeHtml(notificationTranslator(done.locale)("unsubscribe.done"))}</p>`);
  } catch (err) {
    logger.error({ err }, "cancelamento do resumo diário falhou");
    return res.status(500).end();
  }
}
