import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { productTags, supplierTags } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { addTagInput, Tag, updateTagInput } from '#src/shared/engagement.ts';
import type * as v from 'valibot';

/** A user's private tags on suppliers or on products (spec §7: supplier-tag and product-tag). */
export const TAG_TABLES = { supplier: supplierTags, product: productTags } as const;
export type TagKind = keyof typeof TAG_TABLES;
type TagTable = typeof supplierTags;

export const TAG_NOT_FOUND = 'tag_not_found';
export const TAG_NAME_EXISTS = 'tag_name_exists';

/** Names are unique per user whatever their case ("Pumps" and "pumps" are one tag). */
const nameKeyOf = (name: string) => name.toLocaleLowerCase('en');

const tableOf = (kind: TagKind) => TAG_TABLES[kind] as TagTable;

async function refuseTakenName(db: Database, table: TagTable, userId: number, nameKey: string, exceptId?: number) {
  const taken = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.userId, userId),
        eq(table.nameKey, nameKey),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  if (taken.length > 0) throw new DomainError('conflict', [{ field: 'name', code: TAG_NAME_EXISTS }]);
}

/** GET *-tag/all: the user's tags by name (the picker puts selected ones first itself). */
export function listTags(db: Database, userId: number, kind: TagKind) {
  const table = tableOf(kind);
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.nameKey), asc(table.id));
}

/** POST *-tag/add {name}: the answer's data.id is the new tag's id (spec). */
export async function addTag(
  db: Database,
  userId: number,
  kind: TagKind,
  input: v.InferOutput<typeof addTagInput>,
  now = Date.now(),
): Promise<Tag> {
  const table = tableOf(kind);
  const nameKey = nameKeyOf(input.name);
  await refuseTakenName(db, table, userId, nameKey);
  const [row] = await db
    .insert(table)
    .values({ userId, name: input.name, nameKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  // Lost a race with the same name: the unique index kept the first.
  if (!row) throw new DomainError('conflict', [{ field: 'name', code: TAG_NAME_EXISTS }]);
  return row;
}

/** PATCH *-tag/update {id, name}: only the user's own tag; another user's is not found. */
export async function renameTag(
  db: Database,
  userId: number,
  kind: TagKind,
  input: v.InferOutput<typeof updateTagInput>,
): Promise<Tag> {
  const table = tableOf(kind);
  const nameKey = nameKeyOf(input.name);
  await refuseTakenName(db, table, userId, nameKey, input.id);
  const [row] = await db
    .update(table)
    .set({ name: input.name, nameKey })
    .where(and(eq(table.id, input.id), eq(table.userId, userId)))
    .returning({ id: table.id, name: table.name });
  if (!row) throw new DomainError('not_found', [{ field: 'id', code: TAG_NOT_FOUND }]);
  return row;
}

/** DELETE *-tag/delete/{id}: the tag leaves every supplier or product it was on. */
export async function deleteTag(db: Database, userId: number, kind: TagKind, id: number): Promise<void> {
  const table = tableOf(kind);
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new DomainError('not_found', [{ field: 'id', code: TAG_NOT_FOUND }]);
}
