import * as v from 'valibot';

/**
 * A record id as paths and bodies spell it: a positive whole number of up to 16 digits, in its plain
 * spelling only ('0x10', '1e3', ' 7' or '007' are not ids), so one record has one address.
 */
const RECORD_ID_PATTERN = /^[1-9]\d{0,15}$/;

/** A record id in a JSON body: a positive whole number, or the same digits as a string. */
export const recordIdSchema = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    v.pipe(v.string(), v.trim(), v.regex(RECORD_ID_PATTERN), v.transform(Number), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ],
  'invalid_id',
);

/** The id a path segment names, or null when it is not one. */
export function recordIdOf(segment: string | undefined): number | null {
  if (!segment || !RECORD_ID_PATTERN.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}
