import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyHighlights, companyTurnovers, suppliers } from '#functions/db/schema/index.ts';
import { replaceCompanyParts } from '#functions/domain/company/write-company-parts.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier } from '#tests/worker/support/factories.ts';
import { DomainError } from '#functions/domain/domain-error.ts';

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))
    ?.catalogVersion;

describe('company profile sections', () => {
  it('are replaced in their given order, a section left out stays as it was, and the version moves on', async () => {
    const supplier = await makeSupplier(db());
    const before = await versionOf(supplier.id);
    await replaceCompanyParts(db(), supplier.id, {
      highlights: [
        { name: 'Founded', value: '1987' },
        { name: 'Staff', value: '240' },
      ],
      turnovers: [
        { region: 'Europe', percent: 60 },
        { region: 'Asia', percent: 30 },
      ],
    });
    await replaceCompanyParts(db(), supplier.id, { highlights: [{ name: 'Certified', value: 'ISO 9001' }] });

    const highlights = await db().select().from(companyHighlights).where(eq(companyHighlights.supplierId, supplier.id));
    expect(highlights).toEqual([{ supplierId: supplier.id, position: 0, name: 'Certified', value: 'ISO 9001' }]);
    const turnovers = await db()
      .select()
      .from(companyTurnovers)
      .where(eq(companyTurnovers.supplierId, supplier.id))
      .orderBy(companyTurnovers.position);
    expect(turnovers.map((turnover) => [turnover.region, turnover.percent])).toEqual([
      ['Europe', 60],
      ['Asia', 30],
    ]);
    expect(await versionOf(supplier.id)).toBe(before! + 2);
  });

  it('refuse turnovers that total over 100 percent, writing nothing', async () => {
    const supplier = await makeSupplier(db());
    const attempt = replaceCompanyParts(db(), supplier.id, {
      turnovers: [
        { region: 'Europe', percent: 70 },
        { region: 'Asia', percent: 40 },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'turnovers', code: 'turnover_total_over_100' }],
    });
    expect(await db().select().from(companyTurnovers).where(eq(companyTurnovers.supplierId, supplier.id))).toEqual([]);
  });
});
