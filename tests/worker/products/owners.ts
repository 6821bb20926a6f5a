import { eq } from 'drizzle-orm';
import { suppliers } from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, db, signIn, type CallOptions } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

// The owner's product calls as a browser (session) or an ERP (developer token) makes them.

export type Owner = { id: number; session: string; supplier: { id: number; name: string } };
export type Caller = { session: string } | { token: string };

export async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { id, session: await signIn(id), supplier };
}

export async function tokenOf(owner: Owner): Promise<Caller> {
  return { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
}

export const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };

/** Calls /api/supplier/product/{path} as `who`. */
export const productCall = (path: string, who: Caller, options: Omit<CallOptions, 'session'> = {}) =>
  callApi(`/api/supplier/product/${path}`, { ...options, ...credentials(who) });

export const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

export const PROFILE = {
  productName: 'Brass ball valve DN25',
  modelNumber: 'BV-025',
  brandName: 'Aquaflow',
  origin: 'Germany',
  price: 'US $12.50 / Piece',
  port: 'Hamburg',
  supplyAbility: '20,000 pieces a month',
  service: 'OEM',
  categoryId: null as number | null,
  menuId: null as number | null,
  description: '<p>Solid <b>brass</b> body.</p>',
  status: 'active' as 'active' | 'disabled',
};

/** Adds a product through the API and answers its id. */
export async function addThroughApi(who: Caller, overrides: Partial<typeof PROFILE> = {}): Promise<number> {
  const answer = await productCall('add', who, { body: { ...PROFILE, ...overrides } });
  if (answer.status !== 200) throw new Error(`add answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as number;
}
