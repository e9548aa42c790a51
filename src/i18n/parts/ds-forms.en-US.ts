import type { Messages } from "../pt-BR";

export const dsFormsEnUS: Messages["dsForms"] = {
  title: "Forms and data",
};
