import type { Messages } from "../pt-BR";

/** Amounts far outside the usual (features/plausibility): the confirmation, the settings and the import warnings. */
export const plausibilityEnUS: Messages["plausibility"] = {
  confirm: {
    title: "Unusual amount",
    median: "{amount} is more than {factor}× the usual amount {basis, select, product {for this product} category {for this category} leads {of leads with the same interests} other {}} ({median}).",
    ceiling: "{amount} is above the office's ceiling of {ceiling}.",
    labelled: "{label}: {text}",
    question: "{count, plural, one {Do you confirm this amount?} other {Do you confirm these amounts?}}",
    correct: "Correct the amount",
    confirm: "Confirm and save",
  },
  settings: {
    title: "Unusual amounts",
    intro: "Saving a sale, proposal or lead with an amount far above the usual asks for confirmation (and records who confirmed). Imports too.",
    ceiling: "Ceiling",
    ceilingHelp: "Any amount above this asks for confirmation.",
    factor: "Factor over the median",
    factorHelp: "Asks for confirmation above this multiple of the median amount of the same product (or category).",
    minSample: "Minimum amounts for a median",
    minSampleHelp: "With fewer earlier amounts, only the ceiling applies.",
    ceilingError: "Enter a ceiling above zero.",
    factorError: "Use a whole factor from 2 to 1000.",
    minSampleError: "Use a whole number from 1 to 1000.",
    saved: "Unusual amount settings saved.",
    upToDate: "Saved",
    loadError: "Could not load the settings.",
  },
  import: {
    title: "{count, plural, one {# row with an unusual amount} other {# rows with unusual amounts}}",
    truncated: "Showing the first {shown, number}.",
    confirm: "{count, plural, one {Import the row with an unusual amount anyway} other {Import the # rows with unusual amounts anyway}}",
    warning: "Warning",
    blocked: "Confirm the rows with unusual amounts to import.",
  },
};
