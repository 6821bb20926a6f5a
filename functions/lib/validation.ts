import * as v from 'valibot';
import { ApiError, type FieldError } from './envelope.ts';

/**
 * Codes are snake_case words. Schemas pass their own as the message (`v.email('invalid_email')`);
 * otherwise a missing field is `required`, a wrong type `invalid_type`, a failed check `invalid_<check>`.
 */
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

function issueCode(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'required';
  if (CODE_PATTERN.test(issue.message)) return issue.message;
  return issue.kind === 'schema' ? 'invalid_type' : `invalid_${issue.type}`;
}

export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', code: issueCode(issue) }));
}

/** Parses untrusted input; anything that does not fit is a 400 listing every problem. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new ApiError(400, issuesToFieldErrors(result.issues));
  return result.output;
}

/** JSON bodies of the API are small (forms, filters); anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The request's JSON body; an empty body reads as {} so the schema reports the missing fields. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw new ApiError(413, 'body_too_large');
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new ApiError(413, 'body_too_large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

/** A record id as JSON clients send it: a positive whole number, or the same digits as a string. */
export const recordIdSchema = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ],
  'invalid_id',
);
