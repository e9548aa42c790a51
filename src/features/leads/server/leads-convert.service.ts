import { and, eq, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { customers, leadSales, leads, products } from "~/server/db/schema";
import { badInput, conflict, STALE_VERSION_MESSAGE } from "~/server/errors";
import { isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from "~/lib/brazil";
import { createCustomer } from "~/features/customers/server/customers.service";
import { customerScope } from "~/features/customers/server/customers.policy";
import { createSale } from "~/features/sales/server/sales.service";
import { confirmUsualAmounts } from "~/features/plausibility/server/plausibility.service";
import type { CustomerCreateInput } from "~/features/customers/customers.schemas";
import type { LeadConvertInput } from "../leads.schemas";
import { WON_LEAD_STATUS } from "../lead-status";
import { syncFollowUpTask } from "~/features/tasks/server/follow-up.service";
import { addTimelineEntry, loadEditableLead, type LeadRow } from "./lead-access";

export const CONVERSION_MESSAGES = {
  alreadyConverted: "Este lead já foi convertido.",
  documentRequired: "Informe o CPF/CNPJ: todo cliente precisa de um documento.",
  documentInvalid: "CPF/CNPJ inválido: confira os dígitos.",
  oneProposalPerCategory: "Escolha no máximo uma proposta por categoria.",
  customerNotVisible: "O cliente com este documento está na carteira de outro vendedor: converta sem propostas ou peça ao gestor.",
} as const;

function documentOf(lead: LeadRow, typed: string | null | undefined): string {
  const doc = lead.document ?? typed ?? null;
  if (!doc) throw badInput("document", CONVERSION_MESSAGES.documentRequired);
  const ok = lead.kind === "PF" ? isValidCpf(doc) : isValidCnpj(doc);
  if (!ok) throw badInput("document", CONVERSION_MESSAGES.documentInvalid);
  return lead.kind === "PF" ? onlyDigits(doc) : normalizeCnpj(doc);
}

async function assertOneProposalPerCategory(tx: DbOrTx, productIds: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const productId of productIds) {
    const [product] = await tx.select({ category: products.category }).from(products).where(eq(products.id, productId)).limit(1);
    if (!product) throw badInput("proposals", "Produto não encontrado.");
    if (seen.has(product.category)) throw badInput("proposals", CONVERSION_MESSAGES.oneProposalPerCategory);
    seen.add(product.category);
  }
}

/**
 * "Converter em lead" in one transaction: the customer with the lead's document is linked, or created
 * from the lead (contacts, consent, notes); then one proposal per chosen product; the lead is won.
 *
 * Never a duplicate customer, also when two users convert leads with the same document at the same
 * time: a transaction-scoped advisory lock on the document serialises the look-up-then-insert, so the
 * second conversion waits, then finds the first one's customer and links it.
 */
export async function convertLead(db: Db, actor: Actor, input: LeadConvertInput): Promise<{ customerId: string; customerCreated: boolean; saleIds: string[] }> {
  return db.transaction(async (tx) => {
    const lead = await loadEditableLead(tx, actor, input.id);
    // "Converter em lead" without a customer (set so by an import, say) is the to-do its name says: it converts.
    if (lead.convertedCustomerId) throw conflict(CONVERSION_MESSAGES.alreadyConverted, "status");
    if (lead.version !== input.version) throw conflict(STALE_VERSION_MESSAGE, "version");
    const document = documentOf(lead, input.document);
    await assertOneProposalPerCategory(tx, input.proposals.map((p) => p.productId));
    // Every proposal's amount at once, so the user confirms all the unusual ones in one go (before anything is written).
    const unusual = await confirmUsualAmounts(
      tx,
      input.proposals.map((p, i) => ({ field: `proposals.${i}.baseAmount`, amount: p.baseAmount, productId: p.productId })),
      input.confirmUnusualAmount,
    );

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-document:${document}`}))`);
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.document, document), isNull(customers.deletedAt)))
      .limit(1);
    const ownerId = lead.ownerId ?? actor.id;
    let customerId: string;
    if (existing) {
      customerId = existing.id;
      const [visible] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), customerScope(tx, actor))).limit(1);
      if (!visible && input.proposals.length) throw badInput("proposals", CONVERSION_MESSAGES.customerNotVisible);
    } else {
      // The lead's columns were validated by the same enums (UF, legal basis, channel) when written.
      const created = await createCustomer(tx, actor, {
        kind: lead.kind as "PF" | "PJ",
        document,
        name: lead.name,
        emails: lead.emails,
        phones: lead.phones,
        city: lead.city,
        uf: lead.uf as CustomerCreateInput["uf"],
        ownerId,
        tags: lead.tags,
        notes: lead.notes,
        lgpdLegalBasis: lead.lgpdLegalBasis as CustomerCreateInput["lgpdLegalBasis"],
        consentTextVersion: lead.consentTextVersion,
        consentAt: lead.consentAt,
        consentChannel: lead.consentChannel as CustomerCreateInput["consentChannel"],
        doNotContact: lead.doNotContact,
      });
      customerId = created.id;
    }

    const saleIds: string[] = [];
    for (const proposal of input.proposals) {
      const sale = await createSale(tx, actor, {
        customerId,
        productId: proposal.productId,
        sellerId: ownerId,
        soldOn: proposal.soldOn,
        baseAmount: proposal.baseAmount,
        referrerId: lead.referrerId,
        referrerName: lead.referrerName,
        confirmUnusualAmount: input.confirmUnusualAmount,
      });
      saleIds.push(sale.id);
    }
    if (saleIds.length) await tx.insert(leadSales).values(saleIds.map((saleId) => ({ leadId: lead.id, saleId })));

    const now = new Date();
    await tx
      .update(leads)
      .set({
        status: WON_LEAD_STATUS,
        statusChangedAt: now,
        convertedCustomerId: customerId,
        convertedAt: now,
        document,
        firstContactAt: lead.firstContactAt ?? now,
        nextContactOn: null,
        version: sql`${leads.version} + 1`,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id));
    // Converted: the lead's open follow-up task is done.
    await syncFollowUpTask(tx, actor, { id: lead.id, ownerId: lead.ownerId, status: WON_LEAD_STATUS, nextContactOn: null });
    const customerCreated = !existing;
    await addTimelineEntry(tx, { leadId: lead.id, kind: "converted", authorId: actor.id, data: { status: { from: lead.status, to: WON_LEAD_STATUS }, customerId, customerCreated, saleIds } });
    await recordAudit(tx, auditActor(actor), {
      action: "lead.convert",
      entity: "lead",
      entityId: lead.id,
      before: { status: lead.status },
      after: { status: WON_LEAD_STATUS, customerId, customerCreated, saleIds, ...(unusual.length ? { unusualAmountsConfirmed: unusual } : {}) },
    });
    return { customerId, customerCreated, saleIds };
  });
}
