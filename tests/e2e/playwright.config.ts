import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets two runs share a machine (each gets its own server and state). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** The e2e server's own local state, reseeded at every run; the developer's .wrangler/state is left alone. */
export const E2E_STATE_DIR = E2E_PORT === 4399 ? '.wrangler/e2e-state' : `.wrangler/e2e-state-${E2E_PORT}`;
/** The e2e build's own output: building it never touches the dist/ a running npm start serves. */
export const E2E_OUT_DIR = E2E_PORT === 4399 ? 'dist-e2e' : `dist-e2e-${E2E_PORT}`;
export const E2E_CAPTCHA_ANSWER = 'TEST42';
const root = fileURLToPath(new URL('../..', import.meta.url));

const installed = (path: string) => (existsSync(path) ? path : undefined);
/** The full browser, for what the headless shell lacks: it denies every notification permission. */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');
/**
 * CHROMIUM_PATH, else Debian's headless shell (the build Playwright itself runs headless: on two
 * cores the suite takes a third less time than with the full browser), else the full browser;
 * none of them → Playwright's own browser.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? FULL_CHROMIUM_PATH;
/** How every browser of the suite starts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  outputDir: './.artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // A two-core CI machine runs the Worker, its build and two browsers at once: a walk through
  // several screens may take a minute there, and a page may take seconds to answer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  // Behaviour of one kind of device lives in *.phone.spec.ts / *.desktop.spec.ts.
  projects: [
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node functions/local/start.ts --port ${E2E_PORT} --state ${E2E_STATE_DIR} --out ${E2E_OUT_DIR} --fresh`,
    // Every captcha's answer on the e2e server (README "Captcha in tests"); local only.
    env: { VITRINE_CAPTCHA_ANSWER: E2E_CAPTCHA_ANSWER },
    cwd: root,
    url: `http://localhost:${E2E_PORT}/demo`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
