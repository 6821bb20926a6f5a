import { desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { pushSends, suppliers } from '#functions/db/schema/index.ts';
import { sentPushMessage, type PushSend } from '#src/shared/admin-push.ts';

/** How many recent pushes the screen lists. */
const RECENT_PUSHES = 20;

/** The newest pushes with their progress, newest first (the screen asks again while one runs). */
export async function recentPushes(db: Database): Promise<PushSend[]> {
  const rows = await db
    .select({
      id: pushSends.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      companyName: suppliers.companyName,
      adminEmail: pushSends.adminEmail,
      title: pushSends.title,
      text: pushSends.message,
      createdAt: pushSends.createdAt,
      followers: pushSends.followers,
      chunks: pushSends.chunks,
      chunksDone: pushSends.chunksDone,
      sent: pushSends.sent,
      webQueued: pushSends.webQueued,
      webSent: pushSends.webSent,
      webFailed: pushSends.webFailed,
      webExpired: pushSends.webExpired,
      finishedAt: pushSends.finishedAt,
    })
    .from(pushSends)
    .innerJoin(suppliers, eq(suppliers.id, pushSends.supplierId))
    .orderBy(desc(pushSends.id))
    .limit(RECENT_PUSHES);
  return rows.map(({ supplierId, supplierName, companyName, title, text, ...send }) => ({
    ...send,
    supplier: { id: supplierId, name: supplierName, companyName },
    message: sentPushMessage(title, text, companyName),
  }));
}
