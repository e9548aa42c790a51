/** Texts of the design-system page section "ds-forms" (pt-BR). */
export const dsFormsPtBR = {
  title: "Formulários e dados",
} as const;
