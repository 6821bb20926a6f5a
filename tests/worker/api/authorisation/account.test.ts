import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { accountTable } from './account-table.ts';

describeMatrix('account', accountTable);
