import { env } from 'cloudflare:workers';
import { createXsrfToken } from '#functions/lib/xsrf.ts';
import { callWorker, SESSION_COOKIE } from './call-worker.ts';

/** Posts a multipart form as a signed-in browser would (session cookie and the anti-forgery pair). */
export async function callForm(path: string, form: FormData, session: string): Promise<{ status: number; body: any }> {
  const token = await createXsrfToken(env.APP_SECRET, session);
  const response = await callWorker(path, {
    method: 'POST',
    body: form,
    headers: { cookie: `${SESSION_COOKIE}=${session}; XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
  });
  return { status: response.status, body: await response.json() };
}

/** A form from fields and files ([field, File] pairs keep their order). */
export function formOf(fields: Record<string, string>, files: [string, File][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of files) form.append(name, file);
  return form;
}

const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
} as const;

/** A file whose leading bytes are those of a real picture of `kind`, distinct by `label`. */
export function pictureFile(name: string, kind: keyof typeof MAGIC, label = name): File {
  return new File([new Uint8Array(MAGIC[kind]), new TextEncoder().encode(label)], name);
}
