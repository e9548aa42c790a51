import type { api } from "~/utils/api";

type Utils = ReturnType<typeof api.useUtils>;

/**
 * After a partner or product is saved: both lists, their counts and the pickers' options. A
 * partner row shows its product count and a product row its partner's name, so both go stale.
 */
export async function invalidatePartners(utils: Utils): Promise<void> {
  await Promise.all([utils.partners.invalidate(), utils.products.invalidate()]);
}
