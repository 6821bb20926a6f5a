import * as v from 'valibot';
import type { Env } from '#functions/env.ts';

/**
 * The few Cloudflare for SaaS calls the Domain screen's check makes
 * (https://api.cloudflare.com/client/v4/zones/{zone}/custom_hostnames…), each answer checked before
 * it is used. `fetcher` is the Worker's fetch in production; the worker tests hand in a Cloudflare
 * of their own.
 */
export type CustomHostnamesConfig = { zoneId: string; apiToken: string };

/** Cloudflare for SaaS's settings when both are configured (README "Domain"); otherwise the TXT record alone decides. */
export function customHostnamesConfigOf(
  env: Pick<Env, 'CUSTOM_HOSTNAMES_ZONE_ID' | 'CUSTOM_HOSTNAMES_API_TOKEN'>,
): CustomHostnamesConfig | null {
  const { CUSTOM_HOSTNAMES_ZONE_ID: zoneId, CUSTOM_HOSTNAMES_API_TOKEN: apiToken } = env;
  return zoneId && apiToken ? { zoneId, apiToken } : null;
}

const API = 'https://api.cloudflare.com/client/v4/zones';
/** Cloudflare's error code for a hostname the zone has as a custom hostname already. */
const DUPLICATE_HOSTNAME = 1406;

const customHostname = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  /** pending, active, moved, blocked, deleted… (the hostname's activation). */
  status: v.string(),
  /** The certificate's: initializing, pending_validation, …, active. */
  ssl: v.optional(v.object({ status: v.optional(v.string(), 'initializing') }), {}),
});
const envelope = v.object({ success: v.literal(true), result: customHostname });
const refusal = v.object({ errors: v.array(v.object({ code: v.number() })) });

export type CustomHostname = v.InferOutput<typeof customHostname>;

export class CustomHostnamesError extends Error {
  override name = 'CustomHostnamesError';
}

export function customHostnamesApi(config: CustomHostnamesConfig, fetcher: typeof fetch = fetch) {
  const headers = { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' };
  const url = (id = '') => `${API}/${config.zoneId}/custom_hostnames${id && `/${encodeURIComponent(id)}`}`;
  // Errors name the call and Cloudflare's status, never the token or the hostname's id.
  const failure = (call: string, answer: Response) => new CustomHostnamesError(`${call} answered ${answer.status}`);

  return {
    /**
     * Adds the hostname to the zone; Cloudflare issues its certificate once its CNAME record points
     * at the zone. Null when the zone has it already (another catalogue's, or one left behind).
     */
    async create(hostname: string): Promise<CustomHostname | null> {
      const answer = await fetcher(url(), {
        method: 'POST',
        headers,
        body: JSON.stringify({ hostname, ssl: { method: 'http', type: 'dv' } }),
      });
      const body: unknown = await answer.json().catch(() => null);
      const created = v.safeParse(envelope, body);
      if (answer.ok && created.success) return created.output.result;
      const refused = v.safeParse(refusal, body);
      if (refused.success && refused.output.errors.some((error) => error.code === DUPLICATE_HOSTNAME)) return null;
      throw failure('custom_hostnames POST', answer);
    },
    /** The hostname as Cloudflare has it now; null once it is gone. */
    async read(id: string): Promise<CustomHostname | null> {
      const answer = await fetcher(url(id), { headers });
      if (answer.status === 404) return null;
      const read = v.safeParse(envelope, await answer.json().catch(() => null));
      if (!answer.ok || !read.success) throw failure('custom_hostnames GET {id}', answer);
      return read.output.result;
    },
    async remove(id: string): Promise<void> {
      const answer = await fetcher(url(id), { method: 'DELETE', headers });
      if (!answer.ok && answer.status !== 404) throw failure('custom_hostnames DELETE {id}', answer);
    },
  };
}

export type CustomHostnamesApi = ReturnType<typeof customHostnamesApi>;
