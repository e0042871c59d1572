import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

/**
 * The server under test, in a process of its own so that the load generator does not share its
 * event loop: the real app on the PostgreSQL database prepared by index.ts (BENCH_BIDS_URL), with
 * the per-user bid rate limit lifted (64 bidders bid as fast as the server answers). Reports its port
 * over IPC and stops on {type:'stop'}.
 */
async function main() {
  const url = process.env.BENCH_BIDS_URL;
  if (!url) throw new Error('BENCH_BIDS_URL is required');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-bids-'));
  const database = await openDatabase({ kind: 'postgres', url, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20) });
  const config = {
    ...parseConfig({ NODE_ENV: 'development', SEED: 'false', AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'silent' }),
    mediaDir: path.join(tmp, 'media'),
    documentsDir: path.join(tmp, 'documents'),
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    bidRateLimit: { perSecond: Infinity, burst: Infinity },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const { port } = app.server.address() as { port: number };
  // The load generator's requests name this address as their Origin; it is known only now.
  config.allowedOrigins.push(`http://127.0.0.1:${port}`);
  process.send?.({ type: 'ready', port });

  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  };
  // Profiles one scenario at a time on request (BENCH_CPU_PROF in index.ts), so a profile holds
  // nothing but that scenario's work.
  let profiler: Session | null = null;
  const startProfile = async () => {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  };
  const stopProfile = async (file: string) => {
    if (!profiler) return;
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
    profiler = null;
  };

  process.on('message', (m: { type?: string; file?: string }) => {
    if (m?.type === 'stop') void stop();
    if (m?.type === 'profile-start') void startProfile().then(() => process.send?.({ type: 'profile-started' }));
    if (m?.type === 'profile-stop') void stopProfile(m.file!).then(() => process.send?.({ type: 'profile-stopped' }));
    if (m?.type === 'memory') process.send?.({ type: 'memory', ...process.memoryUsage() });
    if (m?.type === 'loop') {
      process.send?.({ type: 'loop', p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
      loop.reset();
    }
  });
  process.on('disconnect', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
