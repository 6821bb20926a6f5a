// npm run bench:chat (also the last part of npm run bench)
// The asynchronous paths on a server of their own, with their own local state: the chat's real-time
// figures (issue 13: send → socket latency, 1,000 sockets held open; issue 27: 200 messages/s over 200
// conversations beside page traffic, the chaos test's 1,000 randomized runs inside workerd) and the admin push to
// 100,000 followers through the queue (issue 14).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { applyLocalMigrations } from '#functions/local/run-tool.ts';
import { seedLocalDatabase } from '#functions/local/seed.ts';
import { REPO_ROOT } from '#functions/local/local-paths.ts';
import { startBenchServer } from './bench-server.ts';
import { prepareChatPeople, type ChatPeople } from './chat-people.ts';
import { startPushService } from '#tests/e2e/support/push-service.ts';
import { describePushFanout, measurePushFanout, preparePushFollowers, type PushBenchSetup } from './push-fanout.ts';
import { describeChatRealtime, measureHeldSockets, measureSendLatency, measureSustainedLoad } from './chat-realtime.ts';
import { describePageTraffic, servePageTraffic } from './page-traffic.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4396' },
    sockets: { type: 'string', default: '1000' },
    'chaos-runs': { type: 'string', default: '1000' },
    followers: { type: 'string', default: '100000' },
    browsers: { type: 'string', default: '2000' },
  },
});
const STATE_DIR = '.wrangler/chat-bench-state';
/** The page traffic served beside the chat's sustained load, for as long as it runs. */
const PAGES_PER_SECOND = 200;
const LOAD_SECONDS = 20;
type PushService = Awaited<ReturnType<typeof startPushService>>;

async function preparePeople(pushService: PushService): Promise<[ChatPeople, PushBenchSetup]> {
  await applyLocalMigrations(STATE_DIR);
  const prepare = async () =>
    [
      await prepareChatPeople(STATE_DIR, Number(values.sockets), 5),
      await preparePushFollowers(STATE_DIR, Number(values.followers), Number(values.browsers), pushService),
    ] as [ChatPeople, PushBenchSetup];
  try {
    return await prepare();
  } catch {
    // A new state: the demo catalogue first (its supplier is the one the contacts work for).
    await seedLocalDatabase(STATE_DIR);
    return prepare();
  }
}

/** The chaos test at full size; answers its tally line. */
function runChaos(runs: string): string {
  const output = execFileSync(
    'npx',
    ['vitest', 'run', '--config', 'tests/worker/vitest.config.ts', 'tests/worker/realtime/chaos.test.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, CHAOS_RUNS: runs },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return /chat chaos: (.*)/.exec(output)?.[1] ?? 'no tally printed';
}

export async function runChatBenchmarks(): Promise<[string, string][]> {
  const pushService = await startPushService();
  const [people, pushSetup] = await preparePeople(pushService);
  const port = Number(values.port);
  const origin = `http://localhost:${port}`;
  const server = await startBenchServer(port, { stateDir: STATE_DIR, outDir: 'dist-chat-bench' });
  try {
    const latency = await measureSendLatency(origin, people);
    // Before the load: what the sockets cost is read against a server that has not worked yet.
    const held = await measureHeldSockets(origin, people, server.pid!);
    // Both loads at once: the chat's and visitors reading the storefront.
    const [load, pages] = await Promise.all([
      measureSustainedLoad(origin, people, { seconds: LOAD_SECONDS }),
      servePageTraffic(origin, PAGES_PER_SECOND, LOAD_SECONDS),
    ]);
    const push = await measurePushFanout(origin, pushSetup, pushService);
    return [
      ...describeChatRealtime(latency, held, load, describePageTraffic(pages)),
      ...describePushFanout(push),
      ['chat: chaos test', runChaos(values['chaos-runs']!)],
    ];
  } finally {
    server.kill();
    await pushService.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runChatBenchmarks();
  for (const [name, figure] of rows) console.log(`${name.padEnd(48)} ${figure}`);
  process.exit(0);
}
