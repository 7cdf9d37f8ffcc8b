// Lighthouse's mobile scores for a list of pages, each the median of several runs (its own advice for its
// run-to-run variance: the run nearest the median FCP and TTI, computeMedianRun), printed with every
// run's score and held to a budget: performance ≥ the page's least, accessibility, best practices and SEO
// 100. Used by the pages and careers benches.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/**
 * @param {{ chrome: string, base: string, pages: string[], least: (page: string) => number,
 *   budget: (name: string, ok: boolean, detail: string) => void, runs?: number }} options
 */
export async function lighthouseBudgets({ chrome, base, pages, least, budget, runs = 3 }) {
  const launched = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    console.log(`\nLighthouse (mobile), median of ${runs} runs   perf  a11y  best   seo`);
    for (const p of pages) {
      const lhrs = [];
      for (let tries = 0; lhrs.length < runs && tries < runs + 2; tries++) {
        const { lhr } = await lighthouse(base + p, {
          port: launched.port,
          output: 'json',
          logLevel: 'error',
        });
        // A trace Lighthouse could not read (NO_NAVSTART and the like) is its own failure: run it again.
        if (lhr.runtimeError) console.log(`    (${p}: ${lhr.runtimeError.code}; measuring again)`);
        else lhrs.push(lhr);
      }
      const median = computeMedianRun(filterToValidRuns(lhrs));
      const every = lhrs.map((l) => Math.round(l.categories.performance.score * 100)).join('/');
      const c = median.categories;
      const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const [perf, a11y, bp, seo] = [s('performance'), s('accessibility'), s('best-practices'), s('seo')];
      const metric = (id) => median.audits[id]?.displayValue ?? '?';
      console.log(
        `${p.padEnd(34)} ${[perf, a11y, bp, seo].map((n) => String(n).padStart(5)).join(' ')}   ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; ` +
          `perf of each run ${every}`,
      );
      const atLeast = least(p);
      budget(
        `${p} Lighthouse`,
        perf >= atLeast && a11y === 100 && bp === 100 && seo === 100,
        `perf ${perf} (≥ ${atLeast}), a11y ${a11y}, best practices ${bp}, SEO ${seo} (100 each)`,
      );
      if (a11y < 100 || bp < 100 || seo < 100 || perf < atLeast) {
        const failing = Object.values(median.audits).filter(
          (a) =>
            a.score !== null &&
            a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9) &&
            ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
        );
        for (const a of failing.slice(0, 8)) console.log(`    - ${a.id}: ${a.title} ${a.displayValue ?? ''}`);
      }
    }
  } finally {
    await launched.kill();
  }
}
