import { z } from "zod";
import { GOAL_METRICS } from "~/lib/catalog/goal-metrics";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";
import { idSchema, versionSchema } from "~/features/users/users.schemas";
import { monthSchema } from "~/features/commissions/commissions.schemas";

const metricSchema = z.enum(GOAL_METRICS, { error: "Escolha o que a meta mede." });
const categorySchema = z.enum(PRODUCT_CATEGORIES, { error: "Categoria inválida." }).nullish();

/** A count of sales or centavos: positive, and no more than R$ 10 bilhões. */
const targetSchema = z
  .bigint({ error: "Informe a meta." })
  .min(1n, { error: "A meta deve ser maior que zero." })
  .max(1_000_000_000_000n, { error: "Meta alta demais." });

/** Centavos; absent or null: no premiação. */
const bonusSchema = z
  .bigint({ error: "Valor inválido." })
  .min(1n, { error: "A premiação deve ser maior que zero." })
  .max(999_999_999_999n, { error: "Premiação alta demais." })
  .nullish();

export const goalMonthInput = z.object({ month: monthSchema }).strict();

/** A goal of one seller or of one team (exactly one of the two). */
export const goalCreateInput = z
  .object({
    month: monthSchema,
    sellerId: idSchema.nullish(),
    teamId: idSchema.nullish(),
    metric: metricSchema,
    category: categorySchema,
    target: targetSchema,
    bonus: bonusSchema,
  })
  .strict()
  .superRefine((g, ctx) => {
    if (Boolean(g.sellerId) === Boolean(g.teamId)) ctx.addIssue({ code: "custom", path: ["owner"], message: "Escolha um vendedor ou uma equipe." });
  });

/** The month and the owner are the goal's identity: to change them, delete it and create another. */
export const goalUpdateInput = z
  .object({ id: idSchema, version: versionSchema, metric: metricSchema, category: categorySchema, target: targetSchema, bonus: bonusSchema })
  .strict();

export const goalDeleteInput = z.object({ id: idSchema, version: versionSchema }).strict();

export const rankingInput = z.object({ month: monthSchema, teamId: idSchema.nullish() }).strict();

export type GoalCreateInput = z.infer<typeof goalCreateInput>;
export type GoalUpdateInput = z.infer<typeof goalUpdateInput>;
export type GoalDeleteInput = z.infer<typeof goalDeleteInput>;
export type RankingInput = z.infer<typeof rankingInput>;
