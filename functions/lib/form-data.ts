import { ApiError } from './envelope.ts';

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
  return Object.fromEntries(names.map((name) => {
    const value = form.get(name);
    return [name, typeof value === 'string' ? value : undefined];
  }));
}

/** Every file sent under `name` (`files`, or `files[]` as some clients write it). */
export function formFiles(form: FormData, name: string): File[] {
  return [...form.getAll(name), ...form.getAll(`${name}[]`)].filter((value): value is File => typeof value !== 'string');
}
