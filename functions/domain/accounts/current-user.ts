import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { listTags } from '#functions/domain/engagement/tags.ts';
import type { CurrentUser } from '#src/shared/current-user.ts';

/** The user as the site reads it, with their supplier tags, in one round trip. */
export async function findCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [rows, tags] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        jobTitle: users.jobTitle,
        companyName: users.companyName,
        avatarKey: users.avatarKey,
        visibility: users.visibility,
        isAdmin: users.isAdmin,
        // Named apart: a batch's rows come back as objects, where users.id and suppliers.id would be one.
        supplierId: sql<number | null>`${suppliers.id}`.as('supplier_id'),
        supplierName: sql<string | null>`${suppliers.name}`.as('supplier_name'),
      })
      .from(users)
      .leftJoin(suppliers, eq(suppliers.ownerId, users.id))
      .where(eq(users.id, userId))
      // The catalogue the back office acts for (findBackOfficeSupplier): the oldest the user owns.
      .orderBy(asc(suppliers.id))
      .limit(1),
    listTags(db, userId, 'supplier'),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    visibility: row.visibility,
    isAdmin: row.isAdmin,
    profile: {
      avatarUrl: mediaUrlOrNull(row.avatarKey),
      name: row.name,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
    },
    tags,
    supplier:
      row.supplierId !== null && row.supplierName !== null ? { id: row.supplierId, name: row.supplierName } : null,
  };
}
