import { describe, expect, it } from 'vitest';
import {
  categoryFailures,
  firstLoadLine,
  goalLines,
  keptRun,
  lcpElement,
  median,
  missedGoals,
  pageFigures,
  problems,
  runFailure,
  TABLE_HEAD,
  tableRow,
  type Lhr,
  type PageFigures,
} from './report';

const lhr: Lhr = {
  categories: {
    performance: { score: 0.874 },
    accessibility: {
      score: 0.96,
      title: 'Accessibility',
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'landmark-one-main', weight: 0 },
      ],
    },
    'best-practices': { score: 1, title: 'Best Practices', auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: 1, title: 'SEO', auditRefs: [] },
  },
  audits: {
    metrics: { details: { type: 'debugdata', items: [{ timeToFirstByte: 612.3, firstContentfulPaint: 912 }] } },
    'server-response-time': { numericValue: 12 },
    'first-contentful-paint': { numericValue: 912.4 },
    'largest-contentful-paint': { numericValue: 1830 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
    'total-byte-weight': { numericValue: 300 * 1024 },
    'color-contrast': {
      title: 'Background and foreground colors have a sufficient contrast ratio',
      score: 0,
      details: { items: [{}, {}] },
    },
    'image-alt': { title: 'Image elements have [alt] attributes', score: 1 },
    'landmark-one-main': { title: 'Document has a main landmark', score: 0 },
    'errors-in-console': { title: 'No browser errors logged to the console', score: 1 },
    'lcp-breakdown-insight': {
      score: 0,
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [] },
          { type: 'node', nodeLabel: 'Flat in  Baner,\nPune', snippet: '<img src="/media/a.webp">' },
        ],
      },
    },
    'unused-javascript': {
      title: 'Reduce unused JavaScript',
      score: 0.5,
      displayValue: 'Est savings of 40 KiB',
      metricSavings: { LCP: 150, FCP: 0 },
      details: { type: 'opportunity', items: [{ url: 'http://127.0.0.1:4000/assets/index-abc.js', wastedBytes: 30 * 1024 }] },
    },
    'uses-long-cache-ttl': { title: 'Cache', score: 0.2, metricSavings: {} },
    'dom-size': { title: 'DOM', score: 1, metricSavings: { TBT: 10 } },
  },
};

const good: PageFigures = {
  score: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  ttfbMs: 450,
  fcpMs: 900,
  lcpMs: 1_400,
  tbtMs: 120,
  cls: 0.01,
  kib: 200,
};
/** A run Lighthouse could not measure: its timings and scores are missing. */
const failed: PageFigures = {
  ...good,
  score: Number.NaN,
  bestPractices: Number.NaN,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
};

describe('lighthouse report', () => {
  it('reads the four scores, the timings, the layout shift and the bytes transferred', () => {
    expect(pageFigures(lhr)).toEqual({
      score: 87,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      ttfbMs: 612.3,
      fcpMs: 912.4,
      lcpMs: 1830,
      tbtMs: 40,
      cls: 0.0123,
      kib: 300,
    });
  });

  it('takes the observed server response time where the metrics have no TTFB, and NaN for what is missing', () => {
    const bare: Lhr = { categories: { performance: { score: null } }, audits: { 'server-response-time': { numericValue: 12 } } };
    const f = pageFigures(bare);
    expect(f.ttfbMs).toBe(12);
    expect([f.score, f.accessibility, f.lcpMs, f.cls].every(Number.isNaN)).toBe(true);
  });

  it('names the LCP element by its tag and text, wherever the version keeps it', () => {
    expect(lcpElement(lhr)).toBe('img "Flat in Baner, Pune"');
    expect(lcpElement({ ...lhr, audits: {} })).toBe('?');
  });

  it('lists the failing audits that promise a faster paint, with their heaviest items', () => {
    expect(problems(lhr)).toEqual(['Reduce unused JavaScript: Est savings of 40 KiB — /assets/index-abc.js (30.0 KiB)']);
  });

  it('lists the weighted audits that cost accessibility, best practices or SEO points', () => {
    expect(categoryFailures(lhr)).toEqual(['Accessibility: Background and foreground colors have a sufficient contrast ratio (2 items)']);
  });

  it('keeps the median run, among those that measured the page', () => {
    expect(median([{ s: 90 }, { s: 70 }, { s: 99 }], (r) => r.s)).toEqual({ s: 90 });
    expect(median([{ s: 90 }, { s: 70 }], (r) => r.s)).toEqual({ s: 70 });
    const runs = [{ figures: failed }, { figures: { ...good, score: 80 } }, { figures: good }];
    expect(keptRun(runs).figures.score).toBe(80);
    expect(keptRun([{ figures: failed }]).figures).toBe(failed);
  });

  it('says why a run measured nothing', () => {
    expect(runFailure(lhr)).toBeNull();
    expect(
      runFailure({ ...lhr, runtimeError: { code: 'NO_LCP', message: 'The page did not display content that qualifies as a LCP.' } }),
    ).toBe('NO_LCP: The page did not display content that qualifies as a LCP.');
  });

  it("judges each page on issue 26's goals", () => {
    expect(missedGoals(good)).toEqual([]);
    expect(missedGoals({ ...good, lcpMs: 1_501, cls: 0.051, seo: 92 })).toEqual(['LCP', 'CLS', 'SEO']);
    expect(missedGoals({ ...good, tbtMs: 201, score: 94, accessibility: 99, bestPractices: 96 })).toEqual(['TBT', 'perf', 'a11y', 'BP']);
    expect(missedGoals(failed)).toEqual(['LCP', 'TBT', 'CLS', 'perf', 'BP']);
  });

  it('writes a row per page under the table head, with a dash for what was not measured and a | escaped', () => {
    expect(TABLE_HEAD[0]!.split('|').length).toBe(TABLE_HEAD[1]!.split('|').length);
    const row = tableRow({ name: 'home', path: '/', figures: good, lcpElement: 'p "a | b"' });
    expect(row).toBe('| home (`/`) | 98 | 100 | 100 | 100 | 450 | 0.90 | 1.40 | 120 | 0.010 | 200 | p "a \\| b" | met |');
    expect(row.split(/(?<!\\)\|/).length).toBe(TABLE_HEAD[0]!.split('|').length);
    expect(tableRow({ name: 'auction', path: '/auction/:id', figures: failed, lcpElement: '?' })).toBe(
      '| auction (`/auction/:id`) | — | 100 | — | 100 | 450 | — | — | — | — | 200 | ? | missed: LCP, TBT, CLS, perf, BP |',
    );
  });

  it('writes one line per goal with the worst page, and the first JavaScript against its goal', () => {
    const lines = goalLines([
      { name: 'home', figures: good },
      { name: 'auction', figures: { ...good, lcpMs: 3_750, score: 71 } },
    ]);
    expect(lines).toEqual([
      '- Goal LCP ≤ 1.5 s on every page: worst 3.75 s (auction) — **missed**',
      '- Goal TBT ≤ 200 ms on every page: worst 120 ms (home) — **met**',
      '- Goal CLS ≤ 0.05 on every page: worst 0.010 (home) — **met**',
      '- Goal performance ≥ 95 on every page: worst 71 (auction) — **missed**',
      '- Goal accessibility 100 on every page: worst 100 (home) — **met**',
      '- Goal best practices 100 on every page: worst 100 (home) — **met**',
      '- Goal SEO 100 on every page: worst 100 (home) — **met**',
    ]);
    expect(goalLines([{ name: 'auction', figures: failed }])[0]).toBe(
      '- Goal LCP ≤ 1.5 s on every page: worst not measured (auction) — **missed**',
    );
    expect(firstLoadLine(128.04 * 1024, 22, 130)).toBe(
      "- Goal home route's first JavaScript ≤ 130 KB gzipped (`bench/bundle`'s measure of this build, 22 files): 128.0 KB — **met**",
    );
    expect(firstLoadLine(137 * 1024, 22, 130)).toMatch(/137\.0 KB — \*\*missed\*\*$/);
  });
});
