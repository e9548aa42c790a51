import { inArray } from "drizzle-orm";
import { runListQuery } from "~/features/lists/server";
import { listPartners, listProducts, partnersList, productsList } from "~/features/partners/server/partners-list.service";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import { partners, products } from "~/server/db/schema";
import { formatPhoneBr } from "~/lib/brazil";
import { defineExportColumns } from "../export-format";
import { defineExporter } from "./exporter";

// Partners and products are the brokerage's catalogue (no own/team row scope): every reader sees every
// row, and startExport checks "partners.read" before reading. These definitions live here rather than next
// to the lists only because src/features/partners was being reworked when they were written.

type PartnerRow = Awaited<ReturnType<typeof listPartners>>["items"][number];
type ProductRow = Awaited<ReturnType<typeof listProducts>>["items"][number];

const categoryLabel = (code: string) => (isProductCategory(code) ? productCategoryLabel(code) : code);

export const partnerExportColumns = defineExportColumns<PartnerRow>([
  { key: "name", header: "Nome", width: 32 },
  { key: "cnpj", header: "CNPJ", type: "document", width: 22 },
  { key: "categories", header: "Categorias", type: "tags", value: (p) => p.categories.map(categoryLabel), width: 40 },
  { key: "contactName", header: "Contato", width: 24 },
  { key: "contactEmail", header: "E-mail do contato", width: 28 },
  { key: "contactPhone", header: "Telefone do contato", value: (p) => (p.contactPhone ? formatPhoneBr(p.contactPhone) : null), width: 20 },
  { key: "productCount", header: "Produtos", type: "integer", width: 10 },
  { key: "active", header: "Ativo", type: "boolean", width: 8 },
  { key: "createdAt", header: "Cadastrado em", type: "datetime", width: 18 },
]);

export const productExportColumns = defineExportColumns<ProductRow>([
  { key: "name", header: "Produto", width: 32 },
  { key: "partnerName", header: "Parceiro", width: 28 },
  { key: "category", header: "Categoria", value: (p) => categoryLabel(p.category), width: 24 },
  { key: "baseAmountLabel", header: "Tipo de valor", width: 18 },
  { key: "active", header: "Ativo", type: "boolean", width: 8 },
  { key: "createdAt", header: "Cadastrado em", type: "datetime", width: 18 },
]);

export const partnersExporter = defineExporter<PartnerRow>({
  permission: "partners.read",
  spec: partnersList,
  columns: partnerExportColumns,
  fileBase: "parceiros",
  sheetName: "Parceiros",
  auditEntity: "partner",
  page: (db, actor, input) => listPartners(db, actor, input),
  selectionPage: (db, _actor, ids, input) => runListQuery(db, partnersList, input, { scope: inArray(partners.id, [...ids]) }),
});

export const productsExporter = defineExporter<ProductRow>({
  permission: "partners.read",
  spec: productsList,
  columns: productExportColumns,
  fileBase: "produtos",
  sheetName: "Produtos",
  auditEntity: "product",
  page: (db, actor, input) => listProducts(db, actor, input),
  selectionPage: (db, _actor, ids, input) => runListQuery(db, productsList, input, { scope: inArray(products.id, [...ids]) }),
});
