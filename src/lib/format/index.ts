export { formatBRL, parseBRL } from "./money";
export { MAX_MONEY_DIGITS, readAmount, readRate, type AmountProblem, type AmountReading } from "./read-amount";
export {
  dateFnsLocale,
  formatDate,
  formatDateTime,
  formatRelative,
  parseDateBr,
  saoPauloDay,
  saoPauloMonth,
  startOfDaySaoPaulo,
  WEEK_STARTS_ON,
  type DateInput,
} from "./dates";
