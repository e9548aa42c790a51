export { formatBRL, maskMoneyInput, parseBRL } from "./money";
export {
  dateFnsLocale,
  formatDate,
  formatDateTime,
  formatRelative,
  parseDateBr,
  saoPauloDay,
  saoPauloMonth,
  WEEK_STARTS_ON,
  type DateInput,
} from "./dates";
