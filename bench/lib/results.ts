import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** bench/RESULTS.md: one section per benchmark between its markers, newest run first. */
export const RESULTS = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

/** The machine a run was measured on, for its heading. */
export function machine(): string {
  const model =
    readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'))
      ?.split(':')[1]
      ?.trim() ??
    os.cpus()[0]?.model.trim() ??
    'unknown';
  return `${os.availableParallelism()} × ${model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** "1.2 / 0.8 / 0.5": the load average at the moment, so a reader can tell a busy machine. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}

/** "2026-11-22 10:05 UTC" */
export function runTimestamp(): string {
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Puts a run's block at the top of its section (named by `key`, `<!-- key:start -->` … `<!-- key:end -->`),
 * below the section's introduction, which is written the first time and kept afterwards.
 */
export function recordRun(key: string, intro: string, block: string, file = RESULTS): void {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  if (text.includes(start) && text.includes(end)) {
    const [before, rest] = text.split(start) as [string, string];
    const [inside, after] = rest.split(end) as [string, string];
    const firstRun = inside.indexOf('\n### ');
    const kept = (firstRun === -1 ? inside : inside.slice(0, firstRun)).trimEnd();
    const runs = firstRun === -1 ? '' : inside.slice(firstRun + 1).trim();
    text = `${before}${start}${kept}\n\n${block.trimEnd()}\n\n${runs ? `${runs}\n\n` : ''}${end}${after}`;
  } else {
    text = `${text.trimEnd()}\n\n${start}\n${intro.trim()}\n\n${block.trimEnd()}\n\n${end}\n`;
  }
  writeFileSync(file, text);
}
