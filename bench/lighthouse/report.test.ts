import { describe, expect, it } from 'vitest';
import { lcpElement, median, pageFigures, problems, type Lhr } from './report';

const lhr: Lhr = {
  categories: { performance: { score: 0.874 } },
  audits: {
    'first-contentful-paint': { numericValue: 912.4 },
    'largest-contentful-paint': { numericValue: 1830 },
    'total-blocking-time': { numericValue: 40 },
    'total-byte-weight': { numericValue: 300 * 1024 },
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

describe('lighthouse report', () => {
  it('reads the score, the timings and the bytes transferred', () => {
    expect(pageFigures(lhr)).toEqual({ score: 87, fcpMs: 912.4, lcpMs: 1830, tbtMs: 40, kib: 300 });
  });

  it('names the LCP element by its tag and text, wherever the version keeps it', () => {
    expect(lcpElement(lhr)).toBe('img "Flat in Baner, Pune"');
    expect(lcpElement({ ...lhr, audits: {} })).toBe('?');
  });

  it('lists the failing audits that promise a faster paint, with their heaviest items', () => {
    expect(problems(lhr)).toEqual(['Reduce unused JavaScript: Est savings of 40 KiB — /assets/index-abc.js (30.0 KiB)']);
  });

  it('keeps the median run', () => {
    expect(median([{ s: 90 }, { s: 70 }, { s: 99 }], (r) => r.s)).toEqual({ s: 90 });
    expect(median([{ s: 90 }, { s: 70 }], (r) => r.s)).toEqual({ s: 70 });
  });
});
