import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LAUNCHER = 'functions/local/on-recent-node.mjs';

/** A Node older than 22.12 on this machine (Debian's, say), to play the newcomer's. */
function findOlderNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    try {
      const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      const [major = 0, minor = 0] = version.split('.').map(Number);
      if (major < 22 || (major === 22 && minor < 12)) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

describe('npm start and npm test on whatever Node the machine has', () => {
  it('runs the command as it is on a recent Node, handing on its exit code and saying nothing', () => {
    const run = spawnSync(
      process.execPath,
      [LAUNCHER, 'node', '-e', 'console.log(process.argv[1]); process.exit(3)', 'hello'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(3);
    expect(run.stdout.trim()).toBe('hello');
    expect(run.stderr).toBe('');
  });

  const olderNode = findOlderNode();
  // Skipped only on a machine without an old Node to play the newcomer (CI's image has Debian's Node 20).
  it.skipIf(!olderNode)('puts the provided Node 24 first on PATH on an older Node, and says so once', () => {
    const home = mkdtempSync(join(tmpdir(), 'node24-'));
    const bin = join(home, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin');
    mkdirSync(bin, { recursive: true });
    // Stands in for the registry's binary: already fetched, so no network is needed.
    writeFileSync(join(bin, 'node'), `#!/bin/sh\necho "provided node $*"\n`);
    chmodSync(join(bin, 'node'), 0o755);

    const run = spawnSync(olderNode!, [LAUNCHER, 'node', 'functions/local/start.ts'], {
      encoding: 'utf8',
      env: { ...process.env, NODE24_HOME: home },
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('provided node functions/local/start.ts');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Node \d+\.\d+\.\d+ is older than Vitrine needs: running on Node 24 from the npm registry \(/,
      ),
    ]);
  });
});
