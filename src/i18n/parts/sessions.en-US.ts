import type { sessionsPtBR } from "./sessions.pt-BR";

/** Texts of My profile › Sessions and of the administrator's "End sessions" in Settings › Users (en-US). */
export const sessionsEnUS: Record<keyof typeof sessionsPtBR, string> = {
  title: "Sessions",
  intro: "The devices your account is signed in on. End a session you do not recognise.",
  unknownDevice: "Unknown device",
  ip: "IP {ip}",
  lastSeen: "Last active {when}",
  current: "This session",
  end: "End",
  endOthers: "End the others",
  endConfirm: "End the session on {device}? Whoever uses it will have to sign in again.",
  endCurrentConfirm: "This is the session you are using: ending it signs you out. Continue?",
  endOthersConfirm: "End every session except this one? The other devices will have to sign in again.",
  endedOthers: "{count, plural, =0 {No other session was open.} one {# session ended.} other {# sessions ended.}}",
  none: "No active sessions.",
  adminEnd: "End sessions",
  adminEndConfirm: "End all of {name}'s sessions? They will have to sign in again on every device.",
  adminEnded: "{name}'s sessions ended.",
};
