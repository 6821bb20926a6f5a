import { describe, expect, it } from 'vitest';
import { registeredRoutes } from '#tests/worker/support/authorisation-world.ts';
import { accountTable } from './account-table.ts';
import { adminTable } from './admin-table.ts';
import { appTable } from './app-table.ts';
import { commonTable } from './common-table.ts';
import { myTable } from './my-table.ts';
import { supplierTable } from './supplier-table.ts';

const FAMILY_TABLES = [accountTable, commonTable, appTable, myTable, supplierTable, adminTable];

describe('authorisation matrix', () => {
  // A route in two tables is listed twice, so it fails here too.
  it('has a row for every registered /api route, and no row for a route that is gone', () => {
    expect(registeredRoutes()).toEqual(FAMILY_TABLES.flatMap((table) => Object.keys(table)).sort());
  });
});
