import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { appTable } from './app-table.ts';

describeMatrix('app', appTable);
