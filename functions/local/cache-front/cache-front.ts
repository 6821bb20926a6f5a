import {
  createServer,
  request as sendRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  cacheTags,
  EDGE_ONLY_HEADERS,
  edgeVerdict,
  headersTheEdgeMatches,
  revalidationTheEdgeReads,
  type HeaderMap,
} from './edge-rules.ts';
import {
  STAND_IN_PURGE_PATH,
  STAND_IN_PURGE_TOKEN_HEADER,
  STAND_IN_TALLY_PATH,
  type StandInTally,
} from '#functions/edge-cache/stand-in-addresses.ts';
import { StoredResponses, variantOf, type PurgeOptions, type StoredResponse } from './stored-responses.ts';

// The Workers Cache's local stand-in (docs/decisions/067): `npm start` puts this in front of the
// Worker, as Cloudflare puts its cache in front of the deployed one. A stored response is answered
// here and the Worker never runs; the Worker purges by tag through STAND_IN_PURGE_PATH. Not emulated:
// stale-while-revalidate and stale-if-error, Range requests (passed through), request collapsing.

/** Says what the cache did, as Cloudflare's header does: HIT, MISS, EXPIRED, REVALIDATED, BYPASS, DYNAMIC. */
export const CACHE_STATUS_HEADER = 'cf-cache-status';

type CacheStatus = 'HIT' | 'MISS' | 'EXPIRED' | 'REVALIDATED' | 'BYPASS' | 'DYNAMIC';
type Worker = { host: string; port: number };

/** Hop-by-hop headers and the client's validators: a stored copy is sent whole, with its own length. */
const NOT_FORWARDED_FROM_STORE = ['connection', 'keep-alive', 'transfer-encoding'];
const CLIENT_VALIDATORS = ['if-none-match', 'if-modified-since'];

function forward(
  worker: Worker,
  request: IncomingMessage,
  method: string,
  headers: HeaderMap,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = sendRequest({ host: worker.host, port: worker.port, method, path: request.url, headers }, resolve);
    outgoing.on('error', reject);
    if (method === 'GET' || method === 'HEAD') outgoing.end();
    else request.pipe(outgoing);
  });
}

function clientHeaders(headers: HeaderMap, status: CacheStatus): HeaderMap {
  const shown: HeaderMap = { ...headers, [CACHE_STATUS_HEADER]: status };
  for (const name of EDGE_ONLY_HEADERS) delete shown[name];
  return shown;
}

function matchesEntityTag(ifNoneMatch: string | undefined, etag: string | string[] | undefined): boolean {
  if (!ifNoneMatch || typeof etag !== 'string') return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

function sendStored(request: IncomingMessage, response: ServerResponse, copy: StoredResponse, status: CacheStatus) {
  // Set apart from writeHead's, so that the tally can read it back (countAnswer).
  response.setHeader(CACHE_STATUS_HEADER, status);
  const headers = clientHeaders(copy.headers, status);
  for (const name of NOT_FORWARDED_FROM_STORE) delete headers[name];
  headers.age = String(Math.floor(copy.policy.age()));
  if (matchesEntityTag(request.headers['if-none-match'], copy.headers.etag)) {
    delete headers['content-length'];
    response.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = String(copy.body.length);
  response.writeHead(copy.status, headers);
  response.end(request.method === 'HEAD' ? undefined : copy.body);
}

async function passThrough(worker: Worker, request: IncomingMessage, response: ServerResponse, status: CacheStatus) {
  const answer = await forward(worker, request, request.method ?? 'GET', request.headers);
  response.writeHead(answer.statusCode ?? 502, clientHeaders(answer.headers, status));
  answer.pipe(response);
}

/** A GET or HEAD the cache may answer: from a fresh copy, after revalidating a stale one, or from the Worker. */
async function answerCacheable(
  worker: Worker,
  store: StoredResponses,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const facts = { url: request.url ?? '/', method: request.method ?? 'GET', headers: request.headers };
  const asked = { ...facts, headers: headersTheEdgeMatches(request.headers) };
  // The variant by this request's values of the headers the copy varies on (the host included,
  // which the policy is not shown: it is not in the key).
  const stored = store.copiesFor(facts).find((copy) => copy.variant === variantOf(facts, copy.headers.vary));
  if (stored?.policy.satisfiesWithoutRevalidation(asked)) return sendStored(request, response, stored, 'HIT');

  const stale = stored;
  const headers: HeaderMap = { ...request.headers };
  for (const name of CLIENT_VALIDATORS) delete headers[name];
  Object.assign(headers, stale?.policy.revalidationHeaders(asked) ?? {});
  // A HEAD the cache cannot answer is fetched as a GET, so that the copy can serve both.
  const answer = await forward(worker, request, 'GET', headers);
  const status = answer.statusCode ?? 502;
  if (stale && status === 304) {
    const { policy, modified } = stale.policy.revalidatedPolicy(asked, {
      status,
      headers: revalidationTheEdgeReads(answer.headers),
    });
    answer.resume();
    if (!modified) {
      stale.policy = policy;
      return sendStored(request, response, stale, 'REVALIDATED');
    }
  }
  const verdict = edgeVerdict(facts, status, answer.headers);
  if (!verdict) {
    response.writeHead(status, clientHeaders(answer.headers, 'BYPASS'));
    if (request.method !== 'HEAD') return void answer.pipe(response);
    answer.resume();
    response.end();
    return;
  }
  const copy: StoredResponse = {
    policy: verdict.policy,
    status,
    headers: verdict.keptHeaders,
    body: await buffer(answer),
    tags: cacheTags(answer.headers),
    variant: variantOf(facts, answer.headers.vary),
  };
  store.keep(facts, copy);
  // This client gets what the Worker sent it (its cookie too); the stored copy leaves the cookie out.
  sendStored(request, response, { ...copy, headers: { ...answer.headers } }, stale ? 'EXPIRED' : 'MISS');
}

async function answerPurge(
  store: StoredResponses,
  purgeToken: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const reply = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.headers[STAND_IN_PURGE_TOKEN_HEADER] !== purgeToken) return reply(403, { success: false, errors: [] });
  let options: PurgeOptions;
  try {
    options = JSON.parse((await buffer(request)).toString('utf8')) as PurgeOptions;
  } catch {
    return reply(400, { success: false, errors: [{ code: 400, message: 'The body is not JSON.' }] });
  }
  store.purge(options);
  reply(200, { success: true, errors: [] });
}

/** Sockets (socket.io) go straight to the Worker: the cache never stores an upgrade. */
function tunnelUpgrade(worker: Worker, request: IncomingMessage, client: Duplex, head: Buffer) {
  const upstream = connect(worker.port, worker.host, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let index = 0; index < request.rawHeaders.length; index += 2)
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    client.destroy();
  };
  upstream.on('error', close);
  client.on('error', close);
}

export type CacheFront = { server: Server; store: StoredResponses; tally: StandInTally };

/** Every answer but a HIT (from sendStored) reached the Worker, a revalidation too; the benchmark reads the tally. */
function countAnswer(tally: StandInTally, response: ServerResponse): void {
  if (response.getHeader(CACHE_STATUS_HEADER) === 'HIT') tally.answeredFromCache++;
  else tally.passedToWorker++;
}

/** Listens on `host`:`port` and answers from the cache or from the Worker listening on `worker`. */
export function startCacheFront(options: {
  host: string;
  port: number;
  worker: Worker;
  purgeToken: string;
}): Promise<CacheFront> {
  const store = new StoredResponses();
  const tally: StandInTally = { answeredFromCache: 0, passedToWorker: 0 };
  const { worker, purgeToken } = options;
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && request.url === STAND_IN_PURGE_PATH)
      return void answerPurge(store, purgeToken, request, response);
    if (method === 'GET' && request.url === STAND_IN_TALLY_PATH)
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tally));
    response.on('finish', () => countAnswer(tally, response));
    const answered =
      method !== 'GET' && method !== 'HEAD'
        ? passThrough(worker, request, response, 'DYNAMIC')
        : request.headers.range
          ? passThrough(worker, request, response, 'BYPASS')
          : answerCacheable(worker, store, request, response);
    answered.catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The Worker did not answer: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  server.on('upgrade', (request, socket, head) => tunnelUpgrade(worker, request, socket, head));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve({ server, store, tally }));
  });
}
