import { eq } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import { OWNER_PRODUCT_SORTS } from '#src/shared/owner-products.ts';
import { BENCH_STATE_DIR, SCALE_SUPPLIER } from './bench-server.ts';
import { describeServerCost, measureSequentially, type ServerCost } from './server-cost.ts';

// The owner's product list (POST supplier/product/pager) on the scale supplier's catalogue, as an
// ERP calls it with the developer token: the pages a person reaches in each sort and filter, pages
// spread to the last by offset, and a walk by the keyset cursor. 330 calls, inside the token's
// 600 a minute.

const PAGE_SIZE = 20;

/** A developer token of the scale supplier, written into the bench state before the server starts. */
export async function scaleSupplierToken(): Promise<string> {
  const platform = await openLocalPlatform(BENCH_STATE_DIR);
  try {
    const db = openDatabase(platform.env.DB);
    const supplier = await db.query.suppliers.findFirst({
      columns: { id: true },
      where: eq(suppliers.name, SCALE_SUPPLIER),
    });
    if (!supplier) throw new Error(`the bench state has no supplier ${SCALE_SUPPLIER}`);
    return await regenerateDeveloperToken(db, supplier.id);
  } finally {
    await platform.dispose();
  }
}

/** What a person filters by in the workspace, one after another. */
const FILTERS: Record<string, unknown>[] = [
  {},
  { status: 'active' },
  { status: 'disabled' },
  { menuId: 'none' },
  { updatedWithinDays: 30 },
  { keyword: 'valve' },
  { keyword: 'M10', status: 'active' },
];

export type OwnerPagerCost = { firstPages: ServerCost; deepPages: ServerCost; cursorWalk: ServerCost };

export async function measureOwnerPager(origin: string, token: string, products: number): Promise<OwnerPagerCost> {
  const call = (body: Record<string, unknown>) =>
    fetch(`${origin}/api/supplier/product/pager`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: PAGE_SIZE, ...body }),
    });
  const sortOf = (index: number) => OWNER_PRODUCT_SORTS[index % OWNER_PRODUCT_SORTS.length]!;
  // Pages 1-5 in every sort, under every filter.
  const firstPages = await measureSequentially(140, (index) =>
    call({
      ...FILTERS[index % FILTERS.length],
      sort: sortOf(Math.floor(index / FILTERS.length)),
      pageNo: 1 + (index % 5),
    }),
  );
  const lastPage = Math.ceil(products / PAGE_SIZE);
  const deepPages = await measureSequentially(90, (index) =>
    call({ sort: sortOf(index), pageNo: 1 + Math.floor(((index + 1) * (lastPage - 1)) / 90) }),
  );
  let after: string | null = null;
  const cursorWalk = await measureSequentially(100, async (index) => {
    const response = await call({
      sort: sortOf(Math.floor(index / 25)),
      pageSize: 100,
      ...(after && index % 25 ? { after } : {}),
    });
    const copy = response.clone();
    after = ((await copy.json()) as { data?: { nextAfter?: string | null } }).data?.nextAfter ?? null;
    return response;
  });
  return { firstPages, deepPages, cursorWalk };
}

export function describeOwnerPager(scale: string, cost: OwnerPagerCost): [string, string][] {
  return [
    [
      `owner product pager, ${scale}, pages 1-5, every sort and filter`,
      describeServerCost(cost.firstPages, 'p95 <= 50 ms'),
    ],
    [`owner product pager, ${scale}, pages to the last`, describeServerCost(cost.deepPages)],
    [`owner product pager, ${scale}, cursor walk, 100 a page`, describeServerCost(cost.cursorWalk, 'p95 <= 50 ms')],
  ];
}
