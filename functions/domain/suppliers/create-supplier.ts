import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';

export type NewSupplier = Omit<typeof suppliers.$inferInsert, 'id' | 'catalogVersion' | 'createdAt' | 'updatedAt'>;

export async function createSupplier(db: Database, input: NewSupplier, now = Date.now()): Promise<number> {
  const name = v.safeParse(supplierNameSchema, input.name);
  if (!name.success) throw new DomainError('invalid', [{ field: 'name', code: name.issues[0].message }]);
  const [row] = await db
    .insert(suppliers)
    .values({
      ...input,
      description: sanitizeUserHtml(input.description ?? ''),
      mainProducts: sanitizeUserHtml(input.mainProducts ?? ''),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: suppliers.id });
  if (!row) throw new Error('supplier insert returned no row');
  return row.id;
}
