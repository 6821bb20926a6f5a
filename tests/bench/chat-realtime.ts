import { execFileSync } from 'node:child_process';
import type { ChatMessage } from '#src/shared/messaging.ts';
import type { BenchPerson, ChatPeople } from './chat-people.ts';
import { openBenchPage, type BenchPage } from './chat-page.ts';
import { describeLatencies } from './server-cost.ts';

// Issue 13's real-time targets, against the served Worker: send → recipient's socket latency,
// 1,000 sockets held open (the server's memory, once their objects hibernate), and issue 27's
// 200 messages a second across 200 conversations.

const addressOf = (person: BenchPerson) => `10.${(person.id >> 16) & 255}.${(person.id >> 8) & 255}.${person.id & 255}`;
const openPage = (origin: string, person: BenchPerson) => openBenchPage(origin, person.session, addressOf(person));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `page` is handed the message whose content is `content`; answers the arrival time. */
function arrival(page: BenchPage, content: string, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${content}" never arrived`)), timeoutMs);
    page.onMessage((message: ChatMessage) => {
      if (message.content !== content) return;
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

async function startChat(buyerPage: BenchPage, contact: BenchPerson, supplierName: string) {
  await buyerPage.call('app/message/send', { contactId: contact.id, supplierId: supplierName });
}

/** Sends one message at a time and times each from the call to the recipient's socket. */
export async function measureSendLatency(origin: string, people: ChatPeople, count = 300): Promise<number[]> {
  const [buyer, contact] = [people.buyers[0]!, people.contacts[0]!];
  const [buyerPage, contactPage] = await Promise.all([openPage(origin, buyer), openPage(origin, contact)]);
  await startChat(buyerPage, contact, people.supplierName);
  const latencies: number[] = [];
  for (let index = 0; index < count; index++) {
    const content = `latency ${Date.now()} ${index}`;
    const arrived = arrival(contactPage, content);
    const sentAt = performance.now();
    await buyerPage.send(contact.id, content);
    latencies.push((await arrived) - sentAt);
    await pause(20);
  }
  buyerPage.close();
  contactPage.close();
  return latencies;
}

/** Resident memory of the server's workerd processes (the Worker and its Durable Objects), in MB. */
function workerdMegabytes(serverPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, rss, command]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), command }));
  const family = new Set([serverPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (family.has(row.ppid) && !family.has(row.pid)) {
        family.add(row.pid);
        grew = true;
      }
  }
  const kilobytes = rows
    .filter((row) => family.has(row.pid) && row.command === 'workerd')
    .reduce((sum, row) => sum + row.rss, 0);
  return kilobytes / 1024;
}

export type HeldSockets = {
  sockets: number;
  openSeconds: number;
  megabytesBefore: number;
  /** Just after the last socket opened, every channel object awake. */
  megabytesOpen: number;
  /** The least seen while the sockets sat idle long enough for their objects to hibernate. */
  megabytesIdle: number;
  /** Once every page closed and their objects left; workerd keeps the memory it grew to. */
  megabytesClosed: number;
  /** The same people's pages opened again, held idle as before: what they cost in memory workerd already has. */
  megabytesIdleAgain: number;
  stillDelivering: boolean;
};

/** workerd evicts an object 10 s after its last event; a channel's ping alarm comes every 25 s. */
const IDLE_WATCH_MS = 30_000;

async function openAll(origin: string, people: ChatPeople): Promise<BenchPage[]> {
  const pages: BenchPage[] = [];
  for (let index = 0; index < people.buyers.length; index += 50)
    pages.push(...(await Promise.all(people.buyers.slice(index, index + 50).map((buyer) => openPage(origin, buyer)))));
  return pages;
}

/** The least memory seen while the pages sit idle long enough for their objects to hibernate. */
async function leastWhileIdle(serverPid: number): Promise<number> {
  let least = workerdMegabytes(serverPid);
  for (let watched = 0; watched < IDLE_WATCH_MS; watched += 1_000) {
    await pause(1_000);
    least = Math.min(least, workerdMegabytes(serverPid));
  }
  return least;
}

/**
 * Opens a page (a verified socket) for each of `people.buyers` and holds them idle; closes them and
 * opens them again, as a server that has run a while meets them; checks one still receives.
 * workerd never hands back memory it grew to, so the first figure counts that growth too, and the
 * second what an idle socket costs a server already grown.
 */
export async function measureHeldSockets(origin: string, people: ChatPeople, serverPid: number): Promise<HeldSockets> {
  const megabytesBefore = workerdMegabytes(serverPid);
  const started = performance.now();
  let pages = await openAll(origin, people);
  const openSeconds = (performance.now() - started) / 1000;
  const megabytesOpen = workerdMegabytes(serverPid);
  const megabytesIdle = await leastWhileIdle(serverPid);
  for (const page of pages) page.close();
  await pause(IDLE_WATCH_MS);
  const megabytesClosed = workerdMegabytes(serverPid);
  pages = await openAll(origin, people);
  const megabytesIdleAgain = await leastWhileIdle(serverPid);
  // The last page opened still gets what its contact writes while all the others are held.
  const [last, contact] = [people.buyers.at(-1)!, people.contacts[1]!];
  const contactPage = await openPage(origin, contact);
  await startChat(pages.at(-1)!, contact, people.supplierName);
  const arrived = arrival(pages.at(-1)!, 'held').then(
    () => true,
    () => false,
  );
  await contactPage.send(last.id, 'held');
  const stillDelivering = await arrived;
  for (const page of [...pages, contactPage]) page.close();
  return {
    sockets: pages.length,
    openSeconds,
    megabytesBefore,
    megabytesOpen,
    megabytesIdle,
    megabytesClosed,
    megabytesIdleAgain,
    stillDelivering,
  };
}

export type SustainedLoad = {
  conversations: number;
  sent: number;
  errors: number;
  delivered: number;
  seconds: number;
  latencies: number[];
  /** Summed over the messages stored, from each send's Server-Timing. */
  d1: { roundTrips: number; groupedWrites: number };
};

/**
 * `conversations` buyers, each talking with one of the contacts, all pages open; one message every
 * 1000/rate ms, round the conversations, buyer and contact in turn, for `seconds`.
 */
export async function measureSustainedLoad(
  origin: string,
  people: ChatPeople,
  { conversations = 200, rate = 200, seconds = 20 } = {},
): Promise<SustainedLoad> {
  const pairs = people.buyers.slice(0, conversations).map((buyer, index) => ({
    buyer,
    contact: people.contacts[index % people.contacts.length]!,
  }));
  const buyerPages = await Promise.all(pairs.map(({ buyer }) => openPage(origin, buyer)));
  const contactPages = new Map<number, BenchPage>();
  for (const contact of people.contacts) contactPages.set(contact.id, await openPage(origin, contact));
  await Promise.all(pairs.map(({ contact }, index) => startChat(buyerPages[index]!, contact, people.supplierName)));

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const track = (page: BenchPage, recipientId: number) =>
    page.onMessage((message) => {
      const started = sentAt.get(message.content);
      if (started !== undefined && message.toId === recipientId) latencies.push(performance.now() - started);
    });
  pairs.forEach(({ buyer }, index) => track(buyerPages[index]!, buyer.id));
  for (const contact of people.contacts) track(contactPages.get(contact.id)!, contact.id);

  let errors = 0;
  const d1 = { roundTrips: 0, groupedWrites: 0 };
  const calls: Promise<unknown>[] = [];
  const total = rate * seconds;
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await pause(wait);
    const pair = pairs[index % pairs.length]!;
    const fromBuyer = Math.floor(index / pairs.length) % 2 === 0;
    const content = `load ${index}`;
    sentAt.set(content, performance.now());
    const page = fromBuyer ? buyerPages[index % pairs.length]! : contactPages.get(pair.contact.id)!;
    const sent = page.send(fromBuyer ? pair.contact.id : pair.buyer.id, content);
    calls.push(
      sent.then(
        ({ timing }) => {
          d1.roundTrips += timing.roundTrips;
          d1.groupedWrites += timing.groupedWrites;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(calls);
  const elapsed = (performance.now() - started) / 1000;
  for (let waited = 0; latencies.length < total - errors && waited < 10_000; waited += 100) await pause(100);
  for (const page of [...buyerPages, ...contactPages.values()]) page.close();
  return { conversations, sent: total, errors, delivered: latencies.length, seconds: elapsed, latencies, d1 };
}

export function describeChatRealtime(
  latency: number[],
  held: HeldSockets,
  load: SustainedLoad,
  pages: string,
): [string, string][] {
  const perIdleSocket = ((held.megabytesIdle - held.megabytesBefore) * 1024) / held.sockets;
  const perIdleSocketAgain = ((held.megabytesIdleAgain - held.megabytesClosed) * 1024) / held.sockets;
  const stored = load.sent - load.errors;
  return [
    ['chat: send → recipient socket, one at a time', `${describeLatencies(latency)} (target p95 <= 100 ms)`],
    [
      `chat: ${held.sockets.toLocaleString('en')} sockets held open`,
      `opened in ${held.openSeconds.toFixed(1)} s; workerd ${held.megabytesBefore.toFixed(0)} MB → ` +
        `${held.megabytesOpen.toFixed(0)} MB open → ${held.megabytesIdle.toFixed(0)} MB idle: ` +
        `${perIdleSocket.toFixed(0)} KB per idle socket (target <= 100 KB); closed ${held.megabytesClosed.toFixed(0)} MB, ` +
        `the same opened again ${held.megabytesIdleAgain.toFixed(0)} MB idle: ${perIdleSocketAgain.toFixed(0)} KB per idle socket ` +
        `on a grown server; still delivering: ${held.stillDelivering ? 'yes' : 'NO'}`,
    ],
    [
      `chat: sustained load, ${load.conversations} conversations`,
      `${(load.sent / load.seconds).toFixed(0)} messages/s for ${load.seconds.toFixed(0)} s, ${load.errors} errors, ` +
        `${load.delivered}/${load.sent - load.errors} delivered live; ${describeLatencies(load.latencies)} ` +
        `(target 200/s, 0 errors, p95 <= 150 ms); ${pages}`,
    ],
    [
      'chat: D1 per message under that load',
      `${(load.d1.roundTrips / stored).toFixed(2)} round trips from the request (reads), ` +
        `${(load.d1.groupedWrites / stored).toFixed(3)} D1 writes (a batch shared by ${(stored / load.d1.groupedWrites).toFixed(1)} messages on average)`,
    ],
  ];
}
