import type { Messages } from "../pt-BR";

/** Texts of the settings screen for lead sources and loss reasons (en-US). */
export const leadOptionsEnUS: Messages["leadOptions"] = {
  title: "Lead sources and loss reasons",
  intro: "Leads store the Portuguese name. People using the system in English see the English name when there is one; without it, they see the Portuguese name.",
  sources: "Sources",
  lostReasons: "Loss reasons",
  label: "Name (pt-BR)",
  labelEn: "English name (en-US)",
  labelEnFor: "English name of “{label}”",
  inactive: "inactive",
  save: "Save",
  saved: "English name saved.",
  empty: "No options yet.",
  loadError: "The options could not be loaded.",
  conflict: "Someone else changed this option. The data was reloaded: check it and save again.",
};
