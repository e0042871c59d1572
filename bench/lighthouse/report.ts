/**
 * Reading a Lighthouse result (`lhr`): the figures the benchmark records and what it prints to act on.
 * Pure, so it is unit-tested on small results. Only the fields used here are typed; audit ids differ
 * between Lighthouse versions (13 turned several audits into "insights"), so lookups try each name.
 */
export type AuditDetails = { type?: string; items?: unknown[]; [key: string]: unknown };
export type Audit = {
  id?: string;
  title?: string;
  score?: number | null;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: AuditDetails;
};
export type Category = { score: number | null; title?: string; auditRefs?: { id: string; weight?: number; group?: string }[] };
export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const CATEGORIES: readonly CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];
export type Lhr = {
  categories: Partial<Record<CategoryId, Category>>;
  audits: Record<string, Audit | undefined>;
  /** Set when the run could not measure the page (its metrics are then missing). */
  runtimeError?: { code?: string; message?: string };
  runWarnings?: string[];
};

/**
 * One run's figures: the four category scores (0–100; NaN for a category not run), Time to First Byte,
 * First Contentful Paint, Largest Contentful Paint and Total Blocking Time (ms, as Lighthouse simulates
 * them on its slow 4G and slow CPU), Cumulative Layout Shift and the bytes transferred (KiB).
 */
export type PageFigures = {
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
};

const value = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const categoryScore = (lhr: Lhr, id: CategoryId) => {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? Number.NaN : Math.round(score * 100);
};

/** TTFB as the `metrics` audit simulates it (with the other timings); the observed server response time where it has none. */
function ttfb(lhr: Lhr): number {
  const items = (lhr.audits.metrics?.details?.items ?? []) as { timeToFirstByte?: number }[];
  return items[0]?.timeToFirstByte ?? value(lhr, 'server-response-time');
}

export function pageFigures(lhr: Lhr): PageFigures {
  return {
    score: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    ttfbMs: ttfb(lhr),
    fcpMs: value(lhr, 'first-contentful-paint'),
    lcpMs: value(lhr, 'largest-contentful-paint'),
    tbtMs: value(lhr, 'total-blocking-time'),
    cls: value(lhr, 'cumulative-layout-shift'),
    kib: value(lhr, 'total-byte-weight') / 1024,
  };
}

/** A figure as the table writes it: `—` where Lighthouse gave none. */
const shown = (v: number, write: (v: number) => string) => (Number.isNaN(v) ? '—' : write(v));
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * Issue 26's goals for each page: the figure each reads, how it is written, and its bound (`max`: at
 * most, `min`: at least).
 */
export const PAGE_GOALS: readonly {
  name: string;
  /** As the table's goals column names it. */
  short: string;
  figure: (f: PageFigures) => number;
  show: (v: number) => string;
  max?: number;
  min?: number;
}[] = [
  { name: 'LCP ≤ 1.5 s', short: 'LCP', figure: (f) => f.lcpMs, show: (v) => `${seconds(v)} s`, max: 1_500 },
  { name: 'TBT ≤ 200 ms', short: 'TBT', figure: (f) => f.tbtMs, show: (v) => `${Math.round(v)} ms`, max: 200 },
  { name: 'CLS ≤ 0.05', short: 'CLS', figure: (f) => f.cls, show: (v) => v.toFixed(3), max: 0.05 },
  { name: 'performance ≥ 95', short: 'perf', figure: (f) => f.score, show: String, min: 95 },
  { name: 'accessibility 100', short: 'a11y', figure: (f) => f.accessibility, show: String, min: 100 },
  { name: 'best practices 100', short: 'BP', figure: (f) => f.bestPractices, show: String, min: 100 },
  { name: 'SEO 100', short: 'SEO', figure: (f) => f.seo, show: String, min: 100 },
];

/** NaN (a figure Lighthouse did not give) meets no goal. */
const meets = (goal: (typeof PAGE_GOALS)[number], v: number) =>
  !Number.isNaN(v) && (goal.max === undefined || v <= goal.max) && (goal.min === undefined || v >= goal.min);

/** The goals a page misses, by short name (none: every goal met). */
export function missedGoals(f: PageFigures): string[] {
  return PAGE_GOALS.filter((g) => !meets(g, g.figure(f))).map((g) => g.short);
}

/**
 * One line per goal under the table: the worst page's figure and whether every page meets it, as
 * `- Goal LCP ≤ 1.5 s on every page: worst 3.75 s (auction) — **missed**`.
 */
export function goalLines(pages: readonly { name: string; figures: PageFigures }[]): string[] {
  return PAGE_GOALS.map((g) => {
    const values = pages.map((p) => ({ name: p.name, v: g.figure(p.figures) }));
    const failing = values.filter((x) => !meets(g, x.v));
    const worst = failing.find((x) => Number.isNaN(x.v)) ?? [...values].sort((x, y) => (g.max !== undefined ? y.v - x.v : x.v - y.v))[0];
    const shown = worst ? `worst ${Number.isNaN(worst.v) ? 'not measured' : g.show(worst.v)} (${worst.name})` : 'no page';
    return `- Goal ${g.name} on every page: ${shown} — **${failing.length === 0 && pages.length > 0 ? 'met' : 'missed'}**`;
  });
}

/** The line for the home route's first JavaScript (`bench/bundle`'s measure of the same build). */
export function firstLoadLine(gzipBytes: number, files: number, goalKb: number): string {
  const kb = gzipBytes / 1024;
  return `- Goal home route's first JavaScript ≤ ${goalKb} KB gzipped (\`bench/bundle\`'s measure of this build, ${files} files): ${kb.toFixed(1)} KB — **${kb <= goalKb ? 'met' : 'missed'}**`;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export const TABLE_HEAD = [
  '| page | perf | a11y | BP | SEO | TTFB ms | FCP s | LCP s | TBT ms | CLS | transferred KiB | LCP element | goals |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
];

/** One page's row of the recorded table: its figures, its LCP element and `met` or the goals it missed. */
export function tableRow(page: { name: string; path: string; figures: PageFigures; lcpElement: string }): string {
  const f = page.figures;
  const missed = missedGoals(f);
  return (
    `| ${page.name} (\`${page.path}\`) | ${[f.score, f.accessibility, f.bestPractices, f.seo].map((v) => shown(v, String)).join(' | ')} | ` +
    `${shown(f.ttfbMs, (v) => String(Math.round(v)))} | ${shown(f.fcpMs, seconds)} | ${shown(f.lcpMs, seconds)} | ` +
    `${shown(f.tbtMs, (v) => String(Math.round(v)))} | ${shown(f.cls, (v) => v.toFixed(3))} | ${shown(f.kib, (v) => v.toFixed(0))} | ${cell(page.lcpElement)} | ` +
    `${missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`} |`
  );
}

/** Why a run measured nothing, or null: Lighthouse's runtime error. */
export function runFailure(lhr: Lhr): string | null {
  const e = lhr.runtimeError;
  return e ? [e.code, e.message].filter(Boolean).join(': ') || 'unknown error' : null;
}

/**
 * The run to keep of a page's runs: the median by performance score of those that measured it (all of
 * them when none did).
 */
export function keptRun<T extends { figures: PageFigures }>(runs: readonly T[]): T {
  const measured = runs.filter((r) => !Number.isNaN(r.figures.score));
  return median(measured.length > 0 ? measured : runs, (r) => r.figures.score);
}

/** The item whose `by` is the median (the lower middle of an even count). */
export function median<T>(items: readonly T[], by: (item: T) => number): T {
  if (items.length === 0) throw new Error('median of nothing');
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type NodeItem = { type: 'node'; nodeLabel?: string; selector?: string; snippet?: string };

function findNode(x: unknown): NodeItem | undefined {
  if (!x || typeof x !== 'object') return undefined;
  if ((x as { type?: unknown }).type === 'node') return x as NodeItem;
  for (const v of Object.values(x)) {
    const found = findNode(v);
    if (found) return found;
  }
  return undefined;
}

/** The Largest Contentful Paint element, shortly: `img.size-full` or a text's first words. */
export function lcpElement(lhr: Lhr): string {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    const node = findNode(lhr.audits[id]?.details);
    if (node) {
      const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '';
      return [tag, label && `"${label}"`].filter(Boolean).join(' ') || (node.selector ?? '?');
    }
  }
  return '?';
}

/**
 * What Lighthouse says would make the page faster: every audit scored below 0.9 that promises saving
 * FCP, LCP or TBT, with its display value and its three heaviest items (URL and the waste).
 */
export function problems(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 0.9) continue;
    const savings = audit.metricSavings ?? {};
    if (!['FCP', 'LCP', 'TBT'].some((m) => (savings[m] ?? 0) > 0)) continue;
    const items = (audit.details?.items ?? []) as { url?: string; wastedBytes?: number; wastedMs?: number }[];
    const heaviest = items
      .filter((i) => i && typeof i.url === 'string')
      .slice(0, 3)
      .map((i) => {
        const waste = i.wastedBytes ? `${(i.wastedBytes / 1024).toFixed(1)} KiB` : i.wastedMs ? `${Math.round(i.wastedMs)} ms` : '';
        return `${i.url!.replace(/^https?:\/\/[^/]+/, '')}${waste ? ` (${waste})` : ''}`;
      });
    out.push(
      `${audit.title ?? id}${audit.displayValue ? `: ${audit.displayValue}` : ''}${heaviest.length ? ` — ${heaviest.join(', ')}` : ''}`,
    );
  }
  return out;
}

/**
 * Why a page's accessibility, best practices or SEO score is under 100: each weighted audit of those
 * categories that failed, with how many elements or items it names.
 */
export function categoryFailures(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    const category = lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || !ref.weight || audit.score === null || audit.score === undefined || audit.score >= 1) continue;
      const count = audit.details?.items?.length ?? 0;
      out.push(`${category?.title ?? id}: ${audit.title ?? ref.id}${count > 0 ? ` (${count} item${count === 1 ? '' : 's'})` : ''}`);
    }
  }
  return out;
}
