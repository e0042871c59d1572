import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRun } from '../lib/results';
import { ssrBlock, type Row, type RunMeta } from './report';

const health: Row = { name: 'health', request: 'GET /api/health', rps: 20_000, p50: 0, p99: 1, errors: 0, non2xx: 0, bytesPerAnswer: 300 };
const page: Row = {
  name: 'auction page',
  request: 'GET /auction/:id',
  rps: 450.25,
  p50: 20,
  p99: 41,
  errors: 0,
  non2xx: 0,
  bytesPerAnswer: 12 * 1024,
};
const meta: RunMeta = {
  timestamp: '2026-11-28 12:00 UTC',
  postgres: '15.20',
  machine: '2 × CPU',
  loadAverage: '0.2 / 0.3 / 0.4',
  auctions: 14,
  seedMs: 4_200,
  connections: 10,
  seconds: 10,
  warmupSeconds: 2,
};

describe('bench/ssr report', () => {
  it('writes both rates, their ratio and the page p99, with the goals met', () => {
    const { text, ok } = ssrBlock(health, page, meta);
    expect(ok).toBe(true);
    expect(text).toContain('### 2026-11-28 12:00 UTC — PostgreSQL 15.20');
    expect(text).toContain('| health (`GET /api/health`) | 20,000 | 0 | 1 | 1.000 | 0 / 0 | 0.3 |');
    expect(text).toContain('| auction page (`GET /auction/:id`) | 450.3 | 20 | 41 | 0.023 | 0 / 0 | 12.0 |');
    expect(text).toContain('- Goal page rate ≥ 0.01 × health: 450.3 / 20,000 req/s = 0.023 × — **met**');
    expect(text).toContain('- Goal page p99 ≤ 50 ms: 41 ms — **met**');
    expect(text).toContain('its 14 live and upcoming auctions in turn; seeded in 4.2 s');
  });

  it('says missed for a slow page, a low rate, or failed answers', () => {
    expect(ssrBlock(health, { ...page, p99: 51 }, meta).text).toContain('- Goal page p99 ≤ 50 ms: 51 ms — **missed**');
    const slow = ssrBlock(health, { ...page, rps: 160 }, meta);
    expect(slow.ok).toBe(false);
    expect(slow.text).toContain('160 / 20,000 req/s = 0.008 × — **missed**');
    expect(ssrBlock(health, { ...page, non2xx: 3 }, meta).text).toContain('41 ms, with 0 errors and 3 non-2xx answers — **missed**');
  });

  describe('recorded in RESULTS.md', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('opens its section the first time and puts later runs first, below the introduction', () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'));
      const file = path.join(dir, 'RESULTS.md');
      writeFileSync(file, '# Benchmark results\n');
      const first = ssrBlock(health, page, meta).text;
      const second = ssrBlock(health, page, { ...meta, timestamp: '2026-11-29 08:00 UTC' }).text;
      recordRun('ssr', '## Server rendering (`bench/ssr`)\n\nIntro.', first, file);
      recordRun('ssr', '## Server rendering (`bench/ssr`)\n\nIntro.', second, file);
      const text = readFileSync(file, 'utf8');
      expect(text.match(/## Server rendering/g)).toHaveLength(1);
      expect(text.indexOf('Intro.')).toBeLessThan(text.indexOf('2026-11-29 08:00'));
      expect(text.indexOf('2026-11-29 08:00')).toBeLessThan(text.indexOf('2026-11-28 12:00'));
      expect(text.trimEnd().endsWith('<!-- ssr:end -->')).toBe(true);
    });
  });
});
