import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { commonTable } from './common-table.ts';

describeMatrix('common', commonTable);
