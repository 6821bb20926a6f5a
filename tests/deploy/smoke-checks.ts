// What the deploy pipeline asks of a freshly uploaded version before it takes more traffic
// (.github/workflows/deploy.yml, docs/deploy.md): the pieces a visitor and a signed-in user need
// answer, and nothing of local mode is there. With a version id, every request asks Cloudflare for
// that version (the Cloudflare-Workers-Version-Overrides header), so a 10 % canary is checked itself.

export type SmokeCheck = { name: string; ok: boolean; detail: string };

const WORKER_NAME = 'vitrine';

export async function runSmokeChecks(origin: string, versionId?: string): Promise<SmokeCheck[]> {
  const headers: Record<string, string> = versionId
    ? { 'cloudflare-workers-version-overrides': `${WORKER_NAME}="${versionId}"` }
    : {};
  const get = (path: string) => fetch(new URL(path, origin), { headers, redirect: 'manual' });

  async function check(name: string, run: () => Promise<string | null>): Promise<SmokeCheck> {
    try {
      const problem = await run();
      return { name, ok: problem === null, detail: problem ?? 'ok' };
    } catch (error) {
      return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  return Promise.all([
    check('/healthz answers ok', async () => {
      const answer = await get('/healthz');
      const health = (await answer.json()) as { status?: string; checks?: unknown };
      return answer.status === 200 && health.status === 'ok' ? null : `${answer.status} ${JSON.stringify(health)}`;
    }),
    check('the home page renders with its security policy', async () => {
      const answer = await get('/');
      if (answer.status !== 200) return `status ${answer.status}`;
      if (!answer.headers.get('content-type')?.startsWith('text/html')) return 'not HTML';
      return answer.headers.get('content-security-policy') ? null : 'no Content-Security-Policy';
    }),
    check('the API answers its envelope', async () => {
      const answer = await get('/api/current');
      const body = (await answer.json()) as { success?: boolean };
      return answer.status === 200 && body.success === true ? null : `${answer.status} ${JSON.stringify(body)}`;
    }),
    check('no local mailbox: this is not local mode', async () => {
      const answer = await get('/account/mailbox');
      return answer.status === 404 ? null : `/account/mailbox answered ${answer.status}`;
    }),
  ]);
}
