import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WRANGLER_CONFIG = fileURLToPath(new URL('../../wrangler.toml', import.meta.url));
/** Where wrangler (and npm start) keep local D1/R2/KV/DO data. */
export const DEFAULT_STATE_DIR = '.wrangler/state';
export const DEFAULT_PORT = 4321;
