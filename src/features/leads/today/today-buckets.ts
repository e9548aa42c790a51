/**
 * The buckets of "Hoje", most urgent first. A lead that qualifies for several is listed (and counted) once,
 * in the first of them: a new lead past the first-contact SLA is late on the contact that matters most
 * (DOMAIN.md §4: minutes count), whatever follow-up date it also carries; then follow-ups already late;
 * then today's follow-ups; then "Momento ruim" leads that reopen today. Only the SLA bucket can overlap
 * the others (overdue and due differ by date, returning and due by status), so the server leaves SLA leads
 * out of overdue and due.
 */
export const TODAY_BUCKETS = ["slaBreached", "overdue", "due", "returning"] as const;

export type TodayBucketKey = (typeof TODAY_BUCKETS)[number];
