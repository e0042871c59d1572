import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: runs every bench/<name>/index.ts in name order, each in a process of its own,
 * one after another (the machine is shared; benchmarks must not overlap).
 * `npm run bench -- listing bids` runs only those.
 */
const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

const all = readdirSync(BENCH_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(BENCH_DIR, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? all.filter((n) => wanted.includes(n)) : all;

function runOne(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, name, 'index.ts')], {
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed: string[] = [];
for (const name of chosen) {
  console.log(`\n=== bench/${name} ===`);
  const started = Date.now();
  const code = await runOne(name);
  console.log(`=== bench/${name}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
