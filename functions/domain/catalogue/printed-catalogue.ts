import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, productSpecs, suppliers } from '#functions/db/schema/index.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import { supplierShellQuery, toSupplierShell, type SupplierShell } from '#functions/domain/suppliers/supplier-shell.ts';
import { MAX_PDF_PRODUCTS, PDF_HIGHLIGHTS_PER_PRODUCT } from '#src/shared/catalogue-pdf.ts';
import type { ProductCard } from '#src/shared/catalog.ts';
import { catalogMenuQuery, findMenuPath, toCatalogMenuTree, type CatalogMenuNode } from './catalogue-menu-tree.ts';
import { productPageQueries, toProductPage } from './product-search.ts';
import { storefrontProducts, type StorefrontQuery } from './storefront-page.ts';

/** A product as the PDF prints it: its card, the first rows of its Highlight section, and its menu. */
export type PrintedProduct = ProductCard & { highlights: { name: string; value: string }[]; menuId: number | null };

/** One menu's products; `id` null for the products in no menu. */
export type PrintedSection = { id: number | null; title: string; products: PrintedProduct[] };

export type PrintedCatalogue = {
  supplier: SupplierShell;
  contacts: { address: string; email: string; phone: string; website: string };
  /** The menu chosen, as its path from the top (empty: the whole catalogue). */
  selectedMenu: CatalogMenuNode[];
  /** The products by menu, in the menu's order, each section in the storefront's order: the contents. */
  sections: PrintedSection[];
  /** How many matched: more than the products printed when over MAX_PDF_PRODUCTS. */
  total: number;
};

/**
 * What the printed catalogue shows for a storefront filter: the shell, the company's contacts, the
 * menu tree (the contents) and up to MAX_PDF_PRODUCTS products in the storefront's order, with
 * their highlights: three D1 round trips whatever the count. Null: no such live catalogue or menu.
 */
export async function loadPrintedCatalogue(
  db: Database,
  supplierName: string,
  query: Pick<StorefrontQuery, 'keyword' | 'sort' | 'menuId'>,
): Promise<PrintedCatalogue | null> {
  const input = storefrontProducts(supplierName, query, MAX_PDF_PRODUCTS);
  const [shellRows, contactRows, menuRows, totals, rows] = await db.batch([
    supplierShellQuery(db, supplierName),
    db
      .select({
        address: suppliers.address,
        email: suppliers.email,
        phone: suppliers.phone,
        website: suppliers.website,
      })
      .from(suppliers)
      .where(eq(suppliers.name, supplierName)),
    catalogMenuQuery(db, activeSupplierIdByName(supplierName)),
    ...productPageQueries(db, input),
  ]);
  const supplier = shellRows[0] ? toSupplierShell(shellRows[0]) : null;
  if (!supplier || supplier.status !== 'active') return null;
  const menu = toCatalogMenuTree(menuRows);
  const selectedMenu = query.menuId === null ? [] : findMenuPath(menu, query.menuId);
  if (!selectedMenu) return null;
  const page = toProductPage(input, totals, rows);
  const ids = page.products.list.map((product) => product.id);
  const [specs, menus] = await Promise.all([highlightsOf(db, ids), menusOf(db, ids)]);
  return {
    supplier,
    contacts: contactRows[0]!,
    selectedMenu,
    sections: sectionsByMenu(
      menu,
      page.products.list.map((product) => ({
        ...product,
        highlights: specs.get(product.id) ?? [],
        menuId: menus.get(product.id) ?? null,
      })),
    ),
    total: page.products.total,
  };
}

/** The first rows of each product's Highlight section, by product. */
async function highlightsOf(db: Database, productIds: number[]) {
  const byProduct = new Map<number, { name: string; value: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productSpecs.productId, name: productSpecs.name, value: productSpecs.value })
    .from(productSpecs)
    .where(
      and(
        sql`${productSpecs.productId} in ${idsOf(productIds)}`,
        eq(productSpecs.section, 'highlight'),
        lt(productSpecs.position, PDF_HIGHLIGHTS_PER_PRODUCT),
      ),
    )
    .orderBy(asc(productSpecs.productId), asc(productSpecs.position));
  for (const { productId, ...row } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), row]);
  return byProduct;
}

/** The ids as one JSON parameter: D1 binds at most 100 values a statement, and a PDF holds 500 products. */
const idsOf = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/** Each product's menu, for the contents. */
async function menusOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: products.id, menuId: products.menuId })
    .from(products)
    .where(sql`${products.id} in ${idsOf(productIds)}`);
  return new Map(rows.map((row) => [row.id, row.menuId]));
}

/**
 * The products by the menu they are in, menus in the tree's order (a parent before its children),
 * each titled by its path ("Power tools › Grinders"); those in no menu, or a menu gone, last.
 */
export function sectionsByMenu(menu: CatalogMenuNode[], printed: PrintedProduct[]): PrintedSection[] {
  const sections: PrintedSection[] = [];
  const visit = (nodes: CatalogMenuNode[], path: string[]) => {
    for (const node of nodes) {
      const title = [...path, node.name];
      const products = printed.filter((product) => product.menuId === node.id);
      if (products.length > 0) sections.push({ id: node.id, title: title.join(' › '), products });
      visit(node.children, title);
    }
  };
  visit(menu, []);
  const placed = new Set(sections.flatMap((section) => section.products));
  const rest = printed.filter((product) => !placed.has(product));
  if (rest.length > 0) sections.push({ id: null, title: 'Other products', products: rest });
  return sections;
}
