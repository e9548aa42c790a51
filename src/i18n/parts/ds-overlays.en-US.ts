import type { Messages } from "../pt-BR";

export const dsOverlaysEnUS: Messages["dsOverlays"] = {
  title: "Overlays and menus",
};
