import * as v from 'valibot';
import type { FieldError } from '#src/shared/api.ts';
import { ApiError } from './api-error.ts';

// A call's input, read and checked before the domain sees it (DESIGN §4): bad input is a 400
// listing every problem, never a 500, and a body too large is a 413 that reads no more than it must.

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

/** Largest multipart body the API reads: a few pictures of 5 MB and the form's fields. */
export const MAX_FORM_BYTES = 30 * 1024 * 1024;

/**
 * How far a body over its limit is still read, keeping nothing, before the refusal: a runtime that
 * answers while the client is still sending resets the connection, and the client then sees no 413
 * but a dropped call (wrangler's local proxy answers 500). Past this, or after DRAIN_MS, the stream
 * is cancelled: nobody makes the Worker read for ever to be told no.
 */
export const DRAIN_BYTES = 1024 * 1024;
const DRAIN_MS = 5_000;

const bodyTooLarge = () => new ApiError(413, 'body_too_large');

/**
 * The body, up to `maxBytes`, counted as it streams: a length header over the limit is refused
 * with the body untouched (the runtime discards it), and a body sent in chunks without one is
 * refused once the count passes the limit. A body that breaks off is the caller's `unreadable` 400.
 */
async function readBodyUpTo(request: Request, maxBytes: number, unreadable: string): Promise<Blob> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw bodyTooLarge();
  if (!request.body) return new Blob([]);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > maxBytes) {
        await drainThenCancel(reader);
        throw bodyTooLarge();
      }
      chunks.push(next.value);
    }
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(400, unreadable);
  }
  // A request's chunks are ArrayBuffer views (no SharedArrayBuffer reaches a Worker's fetch).
  return new Blob(chunks as Uint8Array<ArrayBuffer>[]);
}

async function drainThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DRAIN_MS)));
  try {
    for (let drained = 0; drained <= DRAIN_BYTES;) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (!next) break;
      if (next.done) return;
      drained += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The body broke off while it was being discarded: the refusal stands.
  } finally {
    clearTimeout(timer);
  }
}

/** The request's JSON body; an empty body reads as {} so the schema reports the missing fields. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await (await readBodyUpTo(request, MAX_JSON_BODY_BYTES, 'invalid_json')).text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

/** The request's multipart (or url-encoded) form; anything else, or too large, is refused before reading files. */
export async function readFormData(request: Request): Promise<FormData> {
  const body = await readBodyUpTo(request, MAX_FORM_BYTES, 'invalid_form');
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
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
