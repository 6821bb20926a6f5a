import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { myTable } from './my-table.ts';

describeMatrix('my', myTable);
