// How the Worker and the benchmark reach the local stand-in of the Workers Cache
// (functions/local/cache-front/): spelt once for both sides.

/** Where the Worker sends `{ tags, pathPrefixes, purgeEverything }`, with the token it was given. */
export const STAND_IN_PURGE_PATH = '/__cache-front/purge';
export const STAND_IN_PURGE_TOKEN_HEADER = 'x-cache-front-token';

/** What the stand-in counts: the requests it answered itself and those it passed to the Worker. */
export const STAND_IN_TALLY_PATH = '/__cache-front/tally';
export type StandInTally = { answeredFromCache: number; passedToWorker: number };
