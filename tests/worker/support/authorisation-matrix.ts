import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TOP_LEVEL_ROUTES } from '#functions/api/app/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { makeWorld, type World } from './authorisation-world.ts';
import { callApi, db, signIn } from './call-worker.ts';

// The authorisation matrix (issue 4: roles enforced once per family): every /api route the app
// registers, called by every role, against a table of expected statuses, one table per family
// (tests/worker/api/authorisation/). every-route-listed.test.ts fails on a route no table lists, so
// a new route cannot ship without someone deciding who may call it. Credentials are fresh for every
// call (a new session, a new developer token), so routes that end sessions or replace tokens do not
// disturb the others. Here, not in a test file: a test file imported runs its tests again.

const ROLES = ['visitor', 'buyer', 'contact', 'owner', 'admin', 'developer'] as const;
type Role = (typeof ROLES)[number];
export type Expected = Record<Role, number>;

type Call = { path: string; method?: string; body?: unknown };
type Case = { name?: string; call: (world: World) => Call; expect: Expected; freshActors?: boolean };
/** A family's rows: `METHOD /path` as the app registers it, and the calls that try it. */
export type MatrixTable = Record<string, Case[]>;

export const everyone = (status: number): Expected => ({
  visitor: status,
  buyer: status,
  contact: status,
  owner: status,
  admin: status,
  developer: status,
});
/** The app family (and the supplier note): any signed-in person; a token is not a person. */
export const signedIn = (status: number): Expected => ({
  visitor: 401,
  buyer: status,
  contact: status,
  owner: status,
  admin: status,
  developer: 401,
});
/** The supplier family: the owner's session or the developer token. */
export const supplierSide = (owner: number, developer: number): Expected => ({
  visitor: 401,
  buyer: 403,
  contact: 403,
  owner,
  admin: 403,
  developer,
});
export const adminOnly = (status: number): Expected => ({
  visitor: 401,
  buyer: 403,
  contact: 403,
  owner: 403,
  admin: status,
  developer: 401,
});

/** The calls spec §7 lists at the top of /api answer at both addresses, to the same callers. */
export function withTopLevelAddresses(table: MatrixTable): MatrixTable {
  const both = { ...table };
  for (const [prefix] of SPEC_TOP_LEVEL_ROUTES) {
    for (const [route, cases] of Object.entries(table)) {
      const [method, path] = route.split(' ') as [string, string];
      if (!path.startsWith(`/api/app${prefix}/`)) continue;
      both[`${method} ${path.replace('/api/app/', '/api/')}`] = cases.map((routeCase) => ({
        ...routeCase,
        call: (world) => {
          const call = routeCase.call(world);
          return { ...call, path: call.path.replace('/api/app/', '/api/') };
        },
      }));
    }
  }
  return both;
}

/** Status of one call as `role`, with credentials made for this call alone. */
async function statusAs(role: Role, world: World, call: Call): Promise<number> {
  const options = { method: call.method, body: call.body };
  if (role === 'visitor') return (await callApi(call.path, options)).status;
  if (role === 'developer') {
    const token = await regenerateDeveloperToken(db(), world.supplier.id);
    return (await callApi(call.path, { ...options, headers: { authorization: `Bearer ${token}` } })).status;
  }
  return (await callApi(call.path, { ...options, session: await signIn(world.users[role]) })).status;
}

/** One test per row of a family's table: every role's status, as the row expects. */
export function describeMatrix(family: string, table: MatrixTable): void {
  describe(`authorisation matrix: ${family}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await makeWorld();
    });

    for (const [route, cases] of Object.entries(table)) {
      for (const routeCase of cases) {
        it(`${route}${routeCase.name ? ` (${routeCase.name})` : ''}`, async () => {
          const actual = {} as Expected;
          for (const role of ROLES) {
            const actors = routeCase.freshActors ? await makeWorld() : world;
            actual[role] = await statusAs(role, actors, routeCase.call(actors));
          }
          expect(actual).toEqual(routeCase.expect);
        });
      }
    }
  });
}
