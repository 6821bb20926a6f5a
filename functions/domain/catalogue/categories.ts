import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { categories } from '#functions/db/schema/index.ts';

/** The id of the platform category with this name, created when new. */
export async function ensureCategory(db: Database, name: string): Promise<number> {
  const [created] = await db.insert(categories).values({ name }).onConflictDoNothing().returning({ id: categories.id });
  if (created) return created.id;
  const existing = await db.query.categories.findFirst({ columns: { id: true }, where: eq(categories.name, name) });
  if (!existing) throw new Error(`category ${name} vanished`);
  return existing.id;
}
