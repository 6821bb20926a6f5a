import { IMPORT_ROWS_PER_CALL } from '#src/shared/product-import.ts';
import { describeServerCost, measureSequentially, type ServerCost } from './server-cost.ts';

// The bulk import as the workspace runs it (POST supplier/product/import, IMPORT_ROWS_PER_CALL rows
// a call, one after another), into the scale supplier's catalogue with the developer token: a
// 10,000-row file checked (dry run), imported as new products, then imported again as updates,
// then deleted. Each call must stay far inside a Worker's time; the totals are what the owner waits.

export type BulkImportCost = { rows: number; dryRun: ServerCost; created: ServerCost; updated: ServerCost };

/** A product row with the sections a real file carries. */
function bulkRow(stamp: string, index: number) {
  return {
    line: index + 2,
    modelNumber: `BULK-${stamp}-${String(index).padStart(5, '0')}`,
    productName: `Bulk ball valve ${index}`,
    brandName: 'Benchflow',
    origin: 'Germany',
    price: 'US $12.50 / Piece',
    description: '<p>Solid <b>brass</b> body, PTFE seats.</p>',
    highlights: [{ name: 'Body', value: 'Brass' }],
    technicalDatas: [
      { name: 'Pressure', value: 'PN 16' },
      { name: 'Thread', value: 'G 1"' },
    ],
    logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
  };
}

export async function measureBulkImport(origin: string, token: string, rows = 10_000): Promise<BulkImportCost> {
  const stamp = Date.now().toString(36);
  const file = Array.from({ length: rows }, (_, index) => bulkRow(stamp, index));
  const calls = Math.ceil(rows / IMPORT_ROWS_PER_CALL);
  const run = (dryRun: boolean) =>
    measureSequentially(calls, async (index) => {
      const response = await fetch(`${origin}/api/supplier/product/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          dryRun,
          rows: file.slice(index * IMPORT_ROWS_PER_CALL, (index + 1) * IMPORT_ROWS_PER_CALL),
        }),
      });
      const answer = (await response.clone().json()) as { data?: { faults: unknown[] } };
      if (answer.data?.faults.length) throw new Error(`import call ${index}: ${JSON.stringify(answer.data.faults)}`);
      return response;
    });
  const cost = { rows, dryRun: await run(true), created: await run(false), updated: await run(false) };
  await deleteImported(origin, token, `BULK-${stamp}-`);
  return cost;
}

/**
 * Takes the imported products out again (POST supplier/product/bulk, 100 at a time): the scale
 * catalogue keeps its size, so the next run does not seed it anew.
 */
async function deleteImported(origin: string, token: string, keyword: string): Promise<void> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api/supplier/product/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: { list?: { id: number }[] } }).data;
  };
  for (;;) {
    const ids = (await call('pager', { keyword, pageSize: 100 })).list!.map((row) => row.id);
    if (ids.length === 0) return;
    await call('bulk', { ids, action: 'delete' });
  }
}

const seconds = (cost: ServerCost) => `${(cost.endToEnd.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s in all`;

export function describeBulkImport(cost: BulkImportCost): [string, string][] {
  const file = `${cost.rows.toLocaleString('en')} rows, ${IMPORT_ROWS_PER_CALL} a call`;
  return [
    [`bulk import check (dry run), ${file}`, `${seconds(cost.dryRun)}; ${describeServerCost(cost.dryRun)}`],
    [`bulk import, new products, ${file}`, `${seconds(cost.created)}; ${describeServerCost(cost.created)}`],
    [`bulk import again, updates, ${file}`, `${seconds(cost.updated)}; ${describeServerCost(cost.updated)}`],
  ];
}
