import { z } from "zod";

/** tRPC's infinite queries add `direction` to the input: accepted (and ignored) by every list. */
export const pagingDirection = z.enum(["forward", "backward"]).optional();

export const pageLimit = (fallback = 50) => z.number().int().min(1).max(100, { error: "No máximo 100 por página." }).default(fallback);
