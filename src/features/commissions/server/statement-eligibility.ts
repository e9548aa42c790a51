import { sql, type SQL } from "drizzle-orm";

/**
 * The entries a month's statements settle, as SQL over `commission_entries e`: a person's entries up to the
 * month that no statement has settled yet (repasses are payments, never lines). A person paid on accrual gets
 * every commission line once it is due; one paid on receipt only the lines of installments the partner paid
 * (a recebimento up to the month); bônus, premiações, adjustments and adiantamentos always.
 */
export function eligibleEntries(monthStart: string): SQL {
  return sql`
    select e.id, e.user_id, e.type, e.amount
    from commission_entries e
    left join commission_profiles p on p.user_id = e.user_id
    where e.user_id is not null
      and e.competence <= ${monthStart}
      and e.type <> 'repasse'
      and not exists (select 1 from commission_statement_lines l where l.entry_id = e.id)
      and (
        coalesce(p.pay_on, 'receipt') = 'accrual'
        or e.type in ('bonus', 'premiacao', 'ajuste_manual', 'adiantamento')
        or exists (
          select 1 from commission_entries r
          where r.sale_id = e.sale_id and r.installment = e.installment and r.type = 'recebimento' and r.competence <= ${monthStart}
        )
      )`;
}
