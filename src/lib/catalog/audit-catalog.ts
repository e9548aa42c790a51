/**
 * Every action the audit log records and every kind of record it is about. recordAudit accepts only these,
 * so a new action is a type error until it is listed here, and the catalogs must then name it in pt-BR and
 * en-US (src/i18n/parts/audit.*; a unit test checks both).
 */

/** Lists that import (`<entity>.create|update|import` from the generic runner). */
export const IMPORT_AUDIT_ENTITIES = ["customer", "lead"] as const;
export type ImportAuditEntity = (typeof IMPORT_AUDIT_ENTITIES)[number];

/** Lists that export (`<entity>.export`, written when a file is downloaded). */
export const EXPORT_AUDIT_ENTITIES = ["customer", "lead", "sale", "partner", "product", "audit_log"] as const;
export type ExportAuditEntity = (typeof EXPORT_AUDIT_ENTITIES)[number];

export const AUDIT_ENTITIES = [
  "user",
  "team",
  "customer",
  "lead",
  "sale",
  "partner",
  "product",
  "commission_rule",
  "commission_profile",
  "commission_entry",
  "commission_month",
  "commission_statement",
  "partner_statement",
  "partner_statement_line",
  "app_setting",
  "saved_view",
  "lead_option",
  "attachment",
  "audit_log",
  "goal",
  "task",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  "auth.signin",
  "auth.signin_failed",
  "auth.signout",
  "auth.two_factor_enable",
  "auth.two_factor_disable",
  "auth.two_factor_reset",
  "auth.recovery_code_used",
  "two_factor_settings.save",
  "user.create",
  "user.update",
  "user.update_profile",
  "user.set_locale",
  "user.change_password",
  "user.reset_password",
  "user.end_sessions",
  "user.end_session",
  "user.end_other_sessions",
  "user.notification_preferences",
  "user.digest_unsubscribe",
  "team.create",
  "team.update",
  "team.leadSettings",
  "customer.create",
  "customer.update",
  "customer.delete",
  "customer.restore",
  "customer.note",
  "customer.import",
  "customer.export",
  "lead.create",
  "lead.update",
  "lead.delete",
  "lead.restore",
  "lead.merge",
  "lead.assign",
  "lead.status",
  "lead.activity",
  "lead.attempt",
  "lead.convert",
  "lead.import",
  "lead.export",
  "sale.create",
  "sale.update",
  "sale.status",
  "sale.export",
  "partner.create",
  "partner.update",
  "partner.export",
  "product.create",
  "product.update",
  "product.export",
  "commission_rule.create",
  "commission_rule.version",
  "commission_rule.update",
  "commission_rule.backfill",
  "commission_schedule.extend",
  "commission_schedule.backfill",
  "commission_settings.save",
  "commission_profile.save",
  "commission_month.close",
  "commission_entry.manual",
  "commission_entry.goal_bonus",
  "commission_statement.paid",
  "partner_statement.import",
  "partner_statement_line.match",
  "partner_statement_line.entry",
  "partner_statement_line.accept",
  "lead_option.update",
  "attachment.upload",
  "attachment.download",
  "attachment.delete",
  "attachment.restore",
  "plausibility_settings.save",
  "saved_view.create",
  "saved_view.update",
  "saved_view.delete",
  "saved_view.set_default",
  "audit_log.export",
  "goal.create",
  "goal.update",
  "goal.delete",
  "task.create",
  "task.update",
  "task.move",
  "task.complete",
  "task.reopen",
  "task.delete",
  "task.restore",
] as const satisfies readonly (`${string}.${string}`)[];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const ACTION_SET: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const ENTITY_SET: ReadonlySet<string> = new Set(AUDIT_ENTITIES);

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && ACTION_SET.has(value);
}

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === "string" && ENTITY_SET.has(value);
}

/** Actions whose group is not the kind of record they are written on. */
const ENTITY_OF_GROUP: Readonly<Record<string, AuditEntity>> = { auth: "user", commission_schedule: "sale", commission_settings: "app_setting", plausibility_settings: "app_setting", two_factor_settings: "app_setting" };

/** The kind of record an action is written on ("auth.signin" → user, "commission_schedule.extend" → sale). */
export function auditActionEntity(action: AuditAction): AuditEntity {
  const group = action.slice(0, action.indexOf("."));
  return ENTITY_OF_GROUP[group] ?? (group as AuditEntity);
}
