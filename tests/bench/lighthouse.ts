import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium, or the one CHROMIUM_PATH names (chrome-launcher would look for Chrome). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseFigures = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  largestContentfulPaintMs: number;
  /** Audits that cost points, for the reader to act on. */
  failing: string[];
};

/** One Lighthouse run; a run that failed to trace the page (it happens on a busy machine) is retried once. */
async function runOnce(url: string, port: number, retries = 1): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A run can also end without an LCP (the trace missed the paint): retried like a failed load.
  const failure = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
  if (failure) {
    if (retries > 0) return runOnce(url, port, retries - 1);
    throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as LighthouseFigures['scores'];
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id),
  );
  return {
    scores,
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failing,
  };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse as it runs by default: a phone (Moto G Power) on slow 4G with a 4x slower CPU,
 * simulated. The simulation scales the CPU time it observed, so a busy machine moves the figures:
 * each page is measured `runs` times and every figure is the median of its runs, as Lighthouse's
 * own guidance on variance suggests (one run's blocking time alone moves its score by a point or two).
 * The audits below 90 are those of the run with the median LCP.
 */
export async function measureLighthouse(url: string, runs = 5): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) results.push(await runOnce(url, chrome.port));
    const largestContentfulPaintMs = median(results.map((result) => result.largestContentfulPaintMs));
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, median(results.map((result) => result.scores[category]))]),
      ) as LighthouseFigures['scores'],
      largestContentfulPaintMs,
      failing: results.find((result) => result.largestContentfulPaintMs === largestContentfulPaintMs)!.failing,
    };
  } finally {
    chrome.kill();
  }
}

export function describeLighthouse(figures: LighthouseFigures): string {
  const { performance, accessibility, seo } = figures.scores;
  const bestPractices = figures.scores['best-practices'];
  const lcp = (figures.largestContentfulPaintMs / 1000).toFixed(2);
  const failing = figures.failing.length > 0 ? `; below 90: ${figures.failing.join(', ')}` : '';
  return `performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices}, SEO ${seo}, LCP ${lcp} s (target <= 1.2 s)${failing}`;
}
