import { spawn, type ChildProcess } from 'node:child_process';
import { LOCAL_ENVIRONMENT, REPO_ROOT } from './local-paths.ts';

/**
 * Environment for the CLIs we drive: wrangler.toml's local environment (its top level is
 * production), no telemetry, no prompts, and no fetch of Cloudflare's request.cf data at startup
 * (local runs need no network, and the lookup fails without one).
 */
export const QUIET_TOOL_ENV = {
  ...process.env,
  CLOUDFLARE_ENV: LOCAL_ENVIRONMENT,
  CI: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
};

type ToolOptions = { inheritOutput?: boolean; env?: NodeJS.ProcessEnv };

/** Starts a CLI from node_modules/.bin in the repository root. */
export function startTool(command: string, args: string[], options: ToolOptions = {}): ChildProcess {
  return spawn(`${REPO_ROOT}node_modules/.bin/${command}`, args, {
    cwd: REPO_ROOT,
    env: options.env ?? QUIET_TOOL_ENV,
    stdio: options.inheritOutput === false ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
}

/**
 * `wrangler dev` on a build's own configuration, named outright: the .wrangler/deploy redirect
 * names whichever build ran last, which may be another checkout's test build. That configuration
 * is the local environment already, flattened; naming the environment again only draws a warning.
 */
export function startBuiltWorker(outDir: string, args: string[], options: ToolOptions = {}): ChildProcess {
  return startTool('wrangler', ['dev', '--config', `${outDir}/server/wrangler.json`, ...args], {
    ...options,
    env: { ...QUIET_TOOL_ENV, CLOUDFLARE_ENV: undefined },
  });
}

/** Runs a CLI to completion; resolves with its output, rejects with it when it fails. */
export function runTool(command: string, args: string[], options: Pick<ToolOptions, 'env'> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = startTool(command, args, { ...options, inheritOutput: false });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

export async function applyLocalMigrations(stateDir: string): Promise<void> {
  await runTool('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
}
