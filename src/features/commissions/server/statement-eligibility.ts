import { sql, type SQL } from "drizzle-orm";

/**
 * The entries a month's statements settle, as SQL: a person's entries up to the month that no statement has
 * settled yet (the queue commission_unsettled_entries; repasses are payments, never lines). A person paid on
 * accrual gets every commission line once it is due; one paid on receipt only the lines of installments the
 * partner paid (a recebimento up to the month); bônus, premiações, adjustments and adiantamentos always.
 */
export function eligibleEntries(monthStart: string): SQL {
  return sql`
    select o.entry_id as id, o.user_id, o.type, o.amount
    from commission_unsettled_entries o
    left join commission_profiles p on p.user_id = o.user_id
    where o.competence <= ${monthStart}
      and (
        coalesce(p.pay_on, 'receipt') = 'accrual'
        or o.type in ('bonus', 'premiacao', 'ajuste_manual', 'adiantamento')
        or exists (
          select 1 from commission_entries r
          where r.sale_id = o.sale_id and r.installment = o.installment and r.type = 'recebimento' and r.competence <= ${monthStart}
        )
      )`;
}
