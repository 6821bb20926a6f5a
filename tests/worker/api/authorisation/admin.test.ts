import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { adminTable } from './admin-table.ts';

describeMatrix('admin', adminTable);
