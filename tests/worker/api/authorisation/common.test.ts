import { afterAll, beforeAll, vi } from 'vitest';
import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { fakeRenderer } from '#tests/worker/support/pdf-renderer.ts';
import { commonTable } from './common-table.ts';

describeMatrix('common', commonTable);

// The PDF catalogue's renderer answers, as in production: a caller let through gets the PDF.
beforeAll(() => void fakeRenderer());
afterAll(() => vi.restoreAllMocks());
