import { sql, type SQL } from 'drizzle-orm';
import { suppliers } from '#functions/db/schema/index.ts';

/**
 * The id of the active supplier with this URL name, as a subquery: page and API reads name the
 * supplier by its URL name and still make a single D1 round trip. A disabled supplier yields no
 * id, so nothing of it is read.
 */
export function activeSupplierIdByName(name: string): SQL<number> {
  return sql<number>`(select ${suppliers.id} from ${suppliers} where ${suppliers.name} = ${name} and ${suppliers.status} = 'active')`;
}
