/** Texts of the design-system page section "ds-overlays" (pt-BR). */
export const dsOverlaysPtBR = {
  title: "Sobreposições e menus",
} as const;
