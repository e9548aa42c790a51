/**
 * The lead fields an edit records in the timeline ("fields" entries), in the form's order: the server
 * writes them (leads.service.ts) and the timeline reads them back in this order (lead-activity-data.ts).
 */
export const LEAD_TRACKED_FIELDS = [
  "kind",
  "name",
  "document",
  "emails",
  "phones",
  "city",
  "uf",
  "source",
  "referrerId",
  "referrerName",
  "categories",
  "estimatedValue",
  "tags",
  "notes",
  "lgpdLegalBasis",
  "consentTextVersion",
  "consentAt",
  "consentChannel",
  "doNotContact",
] as const;
export type LeadTrackedField = (typeof LEAD_TRACKED_FIELDS)[number];
