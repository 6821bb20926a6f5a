import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WRANGLER_CONFIG = fileURLToPath(new URL('../../wrangler.toml', import.meta.url));
/** wrangler.toml's environment for this machine; its top level is production (docs/decisions/072). */
export const LOCAL_ENVIRONMENT = 'local';
/** Where wrangler (and npm start) keep local D1/R2/KV/DO data. */
export const DEFAULT_STATE_DIR = '.wrangler/state';
/** Where npm start builds the site; the e2e suite and the benchmark build into their own, so a running app keeps its files. */
export const DEFAULT_OUT_DIR = 'dist';
export const DEFAULT_PORT = 4321;
