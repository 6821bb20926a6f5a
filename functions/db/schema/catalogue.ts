import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { documentColumns, galleryMediaColumns, timestamps } from './columns.ts';
import { suppliers } from './suppliers.ts';

/** The supplier's own catalogue menu: a tree (parent and sub menus). */
export const catalogMenus = sqliteTable(
  'catalog_menus',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnySQLiteColumn => catalogMenus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('catalog_menus_supplier_idx').on(table.supplierId, table.parentId, table.position)],
);

/**
 * A supplier's own product categories (GET supplier/category/list): each catalogue keeps its list,
 * edited on the workspace's Categories screen; a product takes only its own supplier's (the domain
 * checks it). Migration 0025 gave every supplier a copy of the platform categories its products used.
 */
export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnySQLiteColumn => categories.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('categories_supplier_name_unique').on(table.supplierId, table.name)],
);

export const PRODUCT_STATUSES = ['active', 'disabled'] as const;

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').references(() => catalogMenus.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    modelNumber: text('model_number').notNull(),
    productName: text('product_name').notNull(),
    price: text('price').notNull().default(''),
    origin: text('origin').notNull().default(''),
    supplyAbility: text('supply_ability').notNull().default(''),
    brandName: text('brand_name').notNull().default(''),
    port: text('port').notNull().default(''),
    service: text('service').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    index('products_supplier_newest_idx').on(table.supplierId, table.status, table.createdAt),
    index('products_supplier_model_idx').on(table.supplierId, table.status, table.modelNumber),
    index('products_supplier_name_idx').on(table.supplierId, table.status, table.productName),
    index('products_menu_idx').on(table.menuId),
    // The owner's list (migration 0010): every status at once, so each sort walks its own index
    // from the supplier's first row; the menu one also answers "in no menu" without a scan.
    index('products_owner_created_idx').on(table.supplierId, table.createdAt),
    index('products_owner_updated_idx').on(table.supplierId, table.updatedAt),
    index('products_owner_model_idx').on(table.supplierId, table.modelNumber),
    index('products_owner_name_idx').on(table.supplierId, table.productName),
    // Filtered by a menu (or no menu), a sort walks the menu's own rows in order (migration 0020):
    // walking the catalogue's index for a menu's products read up to all 100,000 of them.
    index('products_owner_menu_idx').on(table.supplierId, table.menuId, table.createdAt),
    index('products_owner_menu_updated_idx').on(table.supplierId, table.menuId, table.updatedAt),
    index('products_owner_menu_model_idx').on(table.supplierId, table.menuId, table.modelNumber),
    index('products_owner_menu_name_idx').on(table.supplierId, table.menuId, table.productName),
  ],
);

/**
 * How many active products each menu of a supplier holds (menu 0: products in no menu), so a
 * storefront page need not count 100,000 rows to say how many pages there are. Kept by triggers on
 * products (migration 0006), in the same statement as every insert, status or menu change and
 * delete, whoever writes: the back office, the ERP import, or a cascade.
 */
export const productCounts = sqliteTable(
  'product_counts',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull(),
    activeProducts: integer('active_products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.menuId] })],
);

export const productMedias = sqliteTable(
  'product_medias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...galleryMediaColumns(),
  },
  (table) => [index('product_medias_product_idx').on(table.productId, table.position)],
);

export const PRODUCT_SPEC_SECTIONS = ['highlight', 'technical', 'logistic'] as const;
export type ProductSpecSection = (typeof PRODUCT_SPEC_SECTIONS)[number];

/** Name/value rows of the Highlight, Technical Data and Logistic Data sections. */
export const productSpecs = sqliteTable(
  'product_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    section: text('section', { enum: PRODUCT_SPEC_SECTIONS }).notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.section, table.position] })],
);

export const productDocuments = sqliteTable(
  'product_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...documentColumns(),
  },
  (table) => [index('product_documents_product_idx').on(table.productId, table.position)],
);

export const productAccessories = sqliteTable(
  'product_accessories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.accessoryId] })],
);
