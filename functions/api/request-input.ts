import * as v from 'valibot';
import type { FieldError } from '#src/shared/api.ts';
import { ApiError } from './api-error.ts';

// A call's input, read and checked before the domain sees it (DESIGN §4): bad input is a 400
// listing every problem, never a 500, and a body too large is refused before it is read.

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

function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', code: issueCode(issue) }));
}

/** Parses untrusted input; anything that does not fit is a 400 listing every problem. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new ApiError(400, issuesToFieldErrors(result.issues));
  return result.output;
}

/** Parses one path parameter with its schema; a bad one is a 400 naming the parameter. */
export function parseParam<TSchema extends v.GenericSchema>(
  field: string,
  schema: TSchema,
  value: string | undefined,
): v.InferOutput<TSchema> {
  return parseInput(v.object({ [field]: schema }), { [field]: value ?? '' })[field] as v.InferOutput<TSchema>;
}

/** JSON bodies of the API are small (forms, filters); anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The request's JSON body; an empty body reads as {} so the schema reports the missing fields. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES)
    throw new ApiError(413, 'body_too_large');
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new ApiError(413, 'body_too_large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

/** Largest multipart body the API reads: a few pictures of 5 MB and the form's fields. */
export const MAX_FORM_BYTES = 30 * 1024 * 1024;

/** The request's multipart (or url-encoded) form; anything else, or too large, is refused before reading files. */
export async function readFormData(request: Request): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw new ApiError(413, 'body_too_large');
  try {
    return await request.formData();
  } catch {
    throw new ApiError(400, 'invalid_form');
  }
}

/** The form's text fields as a plain object, for a valibot schema; files are read apart. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
}

/**
 * Every file sent under `name` (`files`, or `files[]` as some clients write it). A file input
 * left empty sends a nameless empty file: that is no file.
 */
export function formFiles(form: FormData, name: string): File[] {
  return [...form.getAll(name), ...form.getAll(`${name}[]`)].filter(
    (value): value is File => typeof value !== 'string' && !(value.name === '' && value.size === 0),
  );
}
