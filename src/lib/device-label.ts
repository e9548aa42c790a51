import Bowser from "bowser";

/**
 * "Chrome · Windows" from a User-Agent header, for the session list of Meu perfil. bowser (small, kept up to
 * date) knows the browsers and systems by name; the version numbers are left out, they mean little to a user
 * recognising their own devices. An empty or unknown header gives null (the screen says "Dispositivo desconhecido").
 */
export function deviceLabel(userAgent: string): string | null {
  if (!userAgent.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(" · ") : null;
}
