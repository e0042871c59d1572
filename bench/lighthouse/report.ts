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
export type Lhr = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};

export type PageFigures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; kib: number };

const value = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function pageFigures(lhr: Lhr): PageFigures {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value(lhr, 'first-contentful-paint'),
    lcpMs: value(lhr, 'largest-contentful-paint'),
    tbtMs: value(lhr, 'total-blocking-time'),
    kib: value(lhr, 'total-byte-weight') / 1024,
  };
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
