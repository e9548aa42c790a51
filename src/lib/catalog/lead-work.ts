/**
 * Which timeline entries count as someone working a lead (the home's "leads trabalhados", the leads list's
 * "trabalhados desde" filter): what a person did, not what the system recorded (creation, owner or field
 * changes, merges). Contact kinds are the attempts the Gestor's table counts.
 */
export const CONTACT_ACTIVITY_KINDS = ["attempt", "call", "whatsapp", "email", "meeting"] as const;
export const WORK_ACTIVITY_KINDS = [...CONTACT_ACTIVITY_KINDS, "note", "status", "converted"] as const;
