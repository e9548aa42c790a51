import type { LeadStatus } from "~/lib/catalog/lead-statuses";
import type { ProductCategory } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import { ONE_DAY_MS, ONE_HOUR_MS } from "~/lib/time";
import { CITIES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, TAGS } from "./catalog-data";
import { nthCnpj, nthCpf, type Rng } from "./portfolio-generator";

/**
 * One generated lead, as the seed's json_to_recordset reads it (snake_case columns of `leads`; dates as ISO
 * strings). Pure: the same seed, index and `now` give the same lead.
 */
export interface GeneratedLead {
  kind: "PF" | "PJ";
  name: string;
  document: string | null;
  emails: string[];
  phones: string[];
  city: string;
  uf: string;
  source: string;
  categories: string[];
  estimated_value: number | null;
  status: LeadStatus;
  owner_id: string | null;
  team_id: string | null;
  next_contact_on: string | null;
  first_contact_at: string | null;
  contact_attempts: number;
  lost_reason: string | null;
  do_not_contact: boolean;
  lgpd_legal_basis: string | null;
  consent_at: string | null;
  consent_channel: string | null;
  consent_text_version: string | null;
  tags: string[];
  status_changed_at: string;
  last_activity_at: string;
  converted_at: string | null;
  created_at: string;
}

export interface LeadOwner {
  id: string;
  teamId: string | null;
}

type Weighted<T> = readonly (readonly [T, number])[];

function weighted<T>(rng: Rng, table: Weighted<T>): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of table) {
    roll -= w;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}

const SOURCES: Weighted<string> = [["Indicação", 30], ["Site", 25], ["Campanha", 20], ["Importação", 10], ["Evento", 8], ["Parceiro", 5], ["Outro", 2]];
// A funnel: fresh leads are mostly Novo; older ones have moved on (most still being worked).
const RECENT: Weighted<LeadStatus> = [["Novo", 55], ["Contatar novamente", 30], ["Momento ruim", 5], ["Não responde", 3], ["Não qualificado", 3], ["Sem interesse", 2], ["Converter em lead", 2]];
const OLDER: Weighted<LeadStatus> = [["Novo", 18], ["Contatar novamente", 32], ["Momento ruim", 8], ["Não responde", 16], ["Não qualificado", 8], ["Sem interesse", 10], ["Converter em lead", 8]];
const LOST_REASONS = ["Não atende aos critérios do produto", "Sem orçamento", "Já tem o produto com outra instituição", "Preço ou condições", "Outro"];
const INTEREST: readonly ProductCategory[] = ["AutoInsurance", "LifeInsurance", "PlanoSaude", "PlanoSaudePJ", "Consortium", "Investment", "Pension", "Credit", "RealEstateFinance", "HomeInsurance", "PlanoOdonto", "Energy", "SolarEnergy", "Exchange"];
const HISTORY_DAYS = 548; // 18 months

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

const iso = (ms: number) => new Date(ms).toISOString();
const dayCache = new Map<string, string>();
/** The São Paulo day `days` after `now` (memoized: a million leads share a few dozen days). */
function dayOffset(now: number, days: number): string {
  const key = `${now}:${days}`;
  let day = dayCache.get(key);
  if (day === undefined) {
    day = saoPauloDay(now + days * ONE_DAY_MS);
    if (dayCache.size > 10_000) dayCache.clear();
    dayCache.set(key, day);
  }
  return day;
}

/** The n-th lead: Brazilian names with accents, a few percent in the unassigned pool, a realistic funnel. */
export function generateLead(n: number, owners: readonly LeadOwner[], now: number, rng: Rng): GeneratedLead {
  const pf = rng.chance(0.9);
  const [city, uf, ddd] = rng.pick(CITIES);
  const name = pf ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}` : `${rng.pick(LAST_NAMES)} ${rng.pick(COMPANY_WORDS)} Ltda`;
  const owner = rng.pick(owners);
  const pooled = rng.chance(0.03);
  // More leads lately than 18 months ago.
  const ageDays = Math.pow(rng.next(), 1.4) * HISTORY_DAYS;
  const created = now - ageDays * ONE_DAY_MS - rng.int(0, 3600) * 1000;
  const status = weighted(rng, ageDays <= 14 ? RECENT : OLDER);
  const worked = status !== "Novo";
  const firstContact = worked ? Math.min(now, created + Math.pow(rng.next(), 2) * 96 * ONE_HOUR_MS + 5 * 60_000) : null;
  const changed = worked ? Math.min(now, (firstContact ?? created) + rng.next() * Math.max(0, now - (firstContact ?? created)) * 0.5) : created;
  // Open leads were touched lately (about a third "parados", 15+ days without activity); closed ones when closed.
  const open = status === "Novo" || status === "Contatar novamente" || status === "Momento ruim";
  const lastActivity = open ? Math.max(changed, now - rng.int(0, 40) * ONE_DAY_MS - rng.int(0, 86_399) * 1000) : changed;
  let nextContact: string | null = null;
  if (status === "Contatar novamente") nextContact = dayOffset(now, rng.int(-20, 30));
  else if (status === "Momento ruim") nextContact = dayOffset(now, rng.int(-10, 60));
  else if (status === "Novo" && rng.chance(0.3)) nextContact = dayOffset(now, rng.int(-5, 7));
  const lost = status === "Não qualificado" || status === "Sem interesse";
  const consent = rng.chance(0.5);
  const categories = rng.chance(0.85) ? [...new Set([rng.pick(INTEREST), ...(rng.chance(0.3) ? [rng.pick(INTEREST)] : [])])] : [];
  return {
    kind: pf ? "PF" : "PJ",
    name,
    document: pf ? (rng.chance(0.35) ? nthCpf(50_000_000 + n) : null) : rng.chance(0.6) ? nthCnpj(50_000_000 + n) : null,
    emails: rng.chance(0.7) ? [`${slug(name)}.${n}@exemplo.com.br`] : [],
    phones: rng.chance(0.85) ? [`+55${ddd}9${String(10_000_000 + ((n * 7919) % 89_999_999)).slice(0, 8)}`] : [],
    city,
    uf,
    source: weighted(rng, SOURCES),
    categories,
    estimated_value: rng.chance(0.6) ? Math.round(Math.pow(rng.next(), 3) * 500_000_00) + 300_00 : null,
    status,
    owner_id: pooled ? null : owner.id,
    team_id: owner.teamId,
    next_contact_on: nextContact,
    first_contact_at: firstContact === null ? null : iso(firstContact),
    contact_attempts: status === "Novo" ? 0 : status === "Não responde" ? rng.int(3, 6) : rng.int(1, 4),
    lost_reason: lost ? rng.pick(LOST_REASONS) : null,
    do_not_contact: status === "Sem interesse" && rng.chance(0.3),
    lgpd_legal_basis: consent ? "consentimento" : "legitimo_interesse",
    consent_at: consent ? iso(created) : null,
    consent_channel: consent ? rng.pick(["formulario", "whatsapp", "email"]) : null,
    consent_text_version: consent ? "v1" : null,
    tags: rng.chance(0.15) ? [rng.pick(TAGS)] : [],
    status_changed_at: iso(changed),
    last_activity_at: iso(lastActivity),
    converted_at: status === "Converter em lead" ? iso(changed) : null,
    created_at: iso(created),
  };
}

/** The recordset's column list for json_to_recordset (names and types of GeneratedLead). */
export const GENERATED_LEAD_COLUMNS: readonly (readonly [keyof GeneratedLead, string])[] = [
  ["kind", "text"],
  ["name", "text"],
  ["document", "text"],
  ["emails", "text[]"],
  ["phones", "text[]"],
  ["city", "text"],
  ["uf", "text"],
  ["source", "text"],
  ["categories", "text[]"],
  ["estimated_value", "bigint"],
  ["status", "text"],
  ["owner_id", "uuid"],
  ["team_id", "uuid"],
  ["next_contact_on", "date"],
  ["first_contact_at", "timestamptz"],
  ["contact_attempts", "integer"],
  ["lost_reason", "text"],
  ["do_not_contact", "boolean"],
  ["lgpd_legal_basis", "text"],
  ["consent_at", "timestamptz"],
  ["consent_channel", "text"],
  ["consent_text_version", "text"],
  ["tags", "text[]"],
  ["status_changed_at", "timestamptz"],
  ["last_activity_at", "timestamptz"],
  ["converted_at", "timestamptz"],
  ["created_at", "timestamptz"],
];
