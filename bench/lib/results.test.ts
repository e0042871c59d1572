import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordRun } from './results';

describe('recordRun', () => {
  const file = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-results-')), 'RESULTS.md');

  it('creates the section with its introduction, then puts each new run first and keeps the introduction', () => {
    const f = file();
    writeFileSync(f, '# Benchmark results\n\n<!-- other:start -->\n## Other\n\n### old other run\n\n<!-- other:end -->\n');
    recordRun('x', '## X', '### run 1\n\n- one', f);
    recordRun('x', '## X (ignored)', '### run 2\n\n- two', f);
    const text = readFileSync(f, 'utf8');
    expect(text).toContain('<!-- other:start -->\n## Other\n\n### old other run\n\n<!-- other:end -->');
    const section = text.slice(text.indexOf('<!-- x:start -->'), text.indexOf('<!-- x:end -->'));
    expect(section).toBe('<!-- x:start -->\n## X\n\n### run 2\n\n- two\n\n### run 1\n\n- one\n\n');
  });
});
