import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseCsv } from 'csv-parse/sync';
import { zipSync } from 'fflate';
import pg from 'pg';
import sharp from 'sharp';
import { checkSheet } from '../../src/server/modules/auctions/listing-import.sheet';
import type { ListingImport } from '../../src/shared/schemas/listing-import';
import { freePort } from '../lib/free-port';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';

/**
 * Bulk listing import (issue 31, part 2): "an import of 1,000 rows takes ≤ 30 s on this machine".
 * The real server (`node --import tsx src/server/main.ts`, NODE_ENV=test, the demo world seeded on its
 * first start) in a process of its own, once on a scratch PostgreSQL database and once on the embedded
 * PGlite (a fresh DATA_DIR, as `npm start` uses it); on each, signed in as the seeded vendor:
 *  - 1,000 rows: the template's example row (`GET /api/vendor/listing-imports/template.csv`) 1,000 times
 *    with distinct titles, posted as CSV in `all_or_nothing` mode; measured are the POST's answer (the
 *    upload, reading and checking every row), the time from sending the POST to the import's `done`
 *    (polled every 200 ms, as the page polls), and rows per second;
 *  - 50 rows each naming one photo (a 1600×1200 JPEG with noise, ~0.5 MB) and one sale-notice PDF, sent
 *    in a zip: the total and the time per row, photos being re-encoded (two WebP sizes each).
 * Every import must end `done` with every row imported and no problem, or the run fails.
 *   tsx bench/imports/index.ts   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres
 *                                 is the administrator's connection; BENCH_RECORD=0 to print only)
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const RECORD = process.env.BENCH_RECORD !== '0';
const ROWS = 1_000;
const PHOTO_ROWS = 50;
const GOAL_S = 30;
const POLL_MS = 200;
const START_TIMEOUT_MS = 600_000;
const IMPORT_TIMEOUT_MS = 600_000;
const VENDOR = { email: 'bank@neelami.in', password: 'neelami123' };
const PHOTO = { width: 1600, height: 1200 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Server settings that must not leak in from the shell running the benchmark. */
const UNSET = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'SMTP_URL',
  'SEED',
  'DEMO_MODE',
  'AUTH_SECRET',
  'STORAGE',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'MIGRATE_ON_START',
  'NOTIFICATION_WORKER',
  'NEELAMI_PREPARE_ONLY',
];

const INTRO = [
  '## Bulk listing import (`bench/imports`)',
  '',
  'The bulk listing import (`POST /api/vendor/listing-imports`, issue 31, part 2) on the real server',
  '(`node --import tsx src/server/main.ts`, NODE_ENV=test, the demo world seeded), once on a scratch PostgreSQL database and',
  'once on the embedded PGlite, each with a fresh server, signed in as the seeded vendor. A CSV of 1,000 rows (the template’s',
  'example row with distinct titles, `all_or_nothing`): the POST’s answer (upload, reading and checking every row), the time',
  'from sending the POST to the import’s `done` (polled every 200 ms, as the page polls) and rows per second; then 50 rows each',
  'naming a 1600×1200 JPEG and a sale-notice PDF sent in a zip (photos are re-encoded): its total and time per row.',
  'Goal (issue 31): an import of 1,000 rows ≤ 30 s on this machine. `npm run bench -- imports` repeats it; the figures mean',
  'something only on an idle machine. Newest run first.',
].join('\n');

type Server = { kind: 'PostgreSQL' | 'PGlite'; child: ChildProcess; base: string; origin: string; startS: number; output: () => string };
type Measured = {
  rows: number;
  answerS: number;
  /** From sending the POST to the first poll that saw a batch written. */
  firstBatchS: number | null;
  /** From sending the POST to the first poll that saw every row written (photos may still be attaching). */
  writtenS: number | null;
  totalS: number;
  /** The server's own clock: the import's row inserted (after the checks) → finished. */
  serverS: number;
  polls: number;
};
type DbResult = { kind: Server['kind']; startS: number; bulk: Measured; photos: Measured };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (n: number) => n.toFixed(1);
const s2 = (n: number) => n.toFixed(2);
const kib = (n: number) => `${(n / 1024).toLocaleString('en-IN', { maximumFractionDigits: 0 })} KiB`;
const mib = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;

async function admin<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The server as `npm run dev`'s entry runs it, on its own port and DATA_DIR; resolves once /api/health answers 200. */
async function startServer(kind: Server['kind'], dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (UNSET.includes(name) || name.startsWith('S3_')) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const started = performance.now();
  // NOTE: a process group of its own, so a forced stop also ends the child that prepares a new PGlite database.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: Server = { kind, child, base, origin, startS: 0, output: () => output };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the ${kind} server exited:\n${output.slice(-4000)}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stopServer(server);
      throw new Error(`the ${kind} server did not answer /api/health in time:\n${output.slice(-4000)}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(500);
  }
  server.startS = (performance.now() - started) / 1000;
  return server;
}

/** SIGTERM (the server waits for running imports, then closes); its process group killed after 20 s. */
async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in as the seeded vendor: the session cookie to send. */
async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(VENDOR),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${VENDOR.email} on ${server.kind}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

async function template(server: Server, cookie: string): Promise<{ header: string[]; example: string[] }> {
  const res = await fetch(`${server.base}/api/vendor/listing-imports/template.csv`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`template.csv: ${res.status} ${await res.text()}`);
  const [header, example] = parseCsv(await res.text(), { bom: true }) as string[][];
  if (!header || !example) throw new Error('template.csv has no example row');
  return { header, example };
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The template's example row `count` times, titled "<example title> 0001"…, with the changes `each` makes to row i. */
function sheet(
  { header, example }: { header: string[]; example: string[] },
  count: number,
  each: (i: number) => Record<string, string> = () => ({}),
): Buffer {
  const at = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`the template has no ${name} column`);
    return i;
  };
  const lines = [header.map(quote).join(',')];
  for (let i = 1; i <= count; i++) {
    const row = [...example];
    row[at('title')] = `${example[at('title')]} ${String(i).padStart(4, '0')}`;
    for (const [name, value] of Object.entries(each(i))) row[at(name)] = value;
    lines.push(row.map(quote).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** A photo as a phone gives one: 1600×1200 JPEG of noise (so it compresses as a photograph does, ~0.5 MB). */
async function photo(): Promise<Buffer> {
  const noise = await sharp({
    create: { ...PHOTO, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(noise).blur(0.8).jpeg({ quality: 82 }).toBuffer();
}

/** Posts the sheet (and zip), then polls the import until it is no longer `importing`. */
async function runImport(server: Server, cookie: string, name: string, csv: Buffer, rows: number, zip?: Buffer): Promise<Measured> {
  const form = new FormData();
  form.append('mode', 'all_or_nothing');
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), name);
  if (zip) form.append('attachments', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'files.zip');

  const sent = performance.now();
  const res = await fetch(`${server.base}/api/vendor/listing-imports`, {
    method: 'POST',
    headers: { cookie, origin: server.origin },
    body: form,
  });
  const text = await res.text();
  const answerS = (performance.now() - sent) / 1000;
  if (res.status !== 202) throw new Error(`${server.kind}: POST ${name}: ${res.status} ${text.slice(0, 2000)}`);
  const started = JSON.parse(text) as ListingImport;
  if (started.rows !== rows || started.valid !== rows || started.issueCount !== 0 || started.status !== 'importing') {
    throw new Error(
      `${server.kind}: ${name} was not accepted whole: ${JSON.stringify({ ...started, issues: started.issues.slice(0, 5) })}`,
    );
  }

  let firstBatchS: number | null = null;
  let writtenS: number | null = null;
  let polls = 0;
  for (;;) {
    await sleep(POLL_MS);
    const poll = await fetch(`${server.base}/api/vendor/listing-imports/${started.id}`, { headers: { cookie } });
    polls++;
    const at = (performance.now() - sent) / 1000;
    if (poll.status !== 200) throw new Error(`${server.kind}: GET import: ${poll.status} ${await poll.text()}`);
    const state = (await poll.json()) as ListingImport;
    if (firstBatchS === null && state.processed > 0) firstBatchS = at;
    if (writtenS === null && state.processed >= rows) writtenS = at;
    if (state.status !== 'importing') {
      if (state.status !== 'done' || state.imported !== rows || state.issueCount !== 0) {
        throw new Error(`${server.kind}: ${name} ended badly: ${JSON.stringify({ ...state, issues: state.issues.slice(0, 5) })}`);
      }
      const serverS = (new Date(state.finishedAt!).getTime() - new Date(state.createdAt).getTime()) / 1000;
      return { rows, answerS, firstBatchS, writtenS, totalS: at, serverS, polls };
    }
    if (at * 1000 > IMPORT_TIMEOUT_MS) throw new Error(`${server.kind}: ${name} still importing after ${s(at)} s`);
  }
}

function describe(kind: string, what: string, m: Measured) {
  console.log(
    `  ${kind.padEnd(10)} ${what.padEnd(22)} answer ${s2(m.answerS)} s, first batch ${m.firstBatchS === null ? '–' : s(m.firstBatchS)} s, ` +
      `written ${m.writtenS === null ? '–' : s(m.writtenS)} s, done ${s(m.totalS)} s (server: ${s(m.serverS)} s), ` +
      `${(m.rows / m.totalS).toFixed(0)} rows/s, ${((m.totalS * 1000) / m.rows).toFixed(0)} ms/row`,
  );
}

async function main() {
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.splice(0).reverse()) {
      try {
        await c();
      } catch (err) {
        console.error('bench/imports: cleanup:', err);
      }
    }
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    const loadAtStart = loadAverage();
    console.log(`bench/imports: making ${PHOTO_ROWS} photos (${PHOTO.width}×${PHOTO.height} JPEG) and their zip…`);
    const files: Record<string, Uint8Array> = {};
    let photoBytes = 0;
    for (let i = 1; i <= PHOTO_ROWS; i++) {
      const jpeg = await photo();
      photoBytes += jpeg.length;
      files[`photos/photo-${String(i).padStart(4, '0')}.jpg`] = new Uint8Array(jpeg);
      files[`notices/notice-${String(i).padStart(4, '0')}.pdf`] = new Uint8Array(PDF);
    }
    const zip = Buffer.from(zipSync(files));

    const results: DbResult[] = [];
    let bulkBytes = 0;
    let checkMs = 0;
    let checkZipMs = 0;
    const [{ server_version: pgVersion = '?' } = {}] = await admin<{ server_version?: string }>('show server_version');

    for (const kind of ['PostgreSQL', 'PGlite'] as const) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-imports-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (kind === 'PostgreSQL') {
        const database = `neelami_bench_imports_${randomBytes(3).toString('hex')}`;
        await admin(`create database ${database}`);
        cleanups.push(async () => void (await admin(`drop database if exists ${database} with (force)`)));
        const url = new URL(ADMIN_URL);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
      }
      console.log(
        `bench/imports: starting the server on ${kind} (a fresh ${kind === 'PGlite' ? 'DATA_DIR' : 'database'}; seeds the demo world)…`,
      );
      const server = await startServer(kind, dataDir, databaseUrl);
      cleanups.push(() => stopServer(server));
      console.log(`  up in ${s(server.startS)} s`);
      const cookie = await signIn(server);
      const tpl = await template(server, cookie);

      const bulk = sheet(tpl, ROWS);
      bulkBytes = bulk.length;
      const withFiles = sheet(tpl, PHOTO_ROWS, (i) => ({
        title: `${tpl.example[tpl.header.indexOf('title')]} photo ${String(i).padStart(4, '0')}`,
        photos: `photo-${String(i).padStart(4, '0')}.jpg`,
        sale_notice_file: `notice-${String(i).padStart(4, '0')}.pdf`,
      }));
      if (kind === 'PostgreSQL') {
        // What the POST's checking costs on its own, in this process: reading the sheet, the form's rules per row (and unzipping).
        let t = performance.now();
        const checked = await checkSheet(bulk, null);
        checkMs = performance.now() - t;
        if (checked.valid.length !== ROWS) throw new Error(`checkSheet: ${checked.valid.length} valid of ${ROWS}`);
        t = performance.now();
        const checkedZip = await checkSheet(withFiles, zip);
        checkZipMs = performance.now() - t;
        if (checkedZip.valid.length !== PHOTO_ROWS)
          throw new Error(`checkSheet with the zip: ${JSON.stringify(checkedZip.issues.slice(0, 5))}`);
      }

      const bulkResult = await runImport(server, cookie, `listings-${ROWS}.csv`, bulk, ROWS);
      describe(kind, `${ROWS} rows`, bulkResult);
      const photoResult = await runImport(server, cookie, `listings-${PHOTO_ROWS}-files.csv`, withFiles, PHOTO_ROWS, zip);
      describe(kind, `${PHOTO_ROWS} rows + files`, photoResult);
      results.push({ kind, startS: server.startS, bulk: bulkResult, photos: photoResult });

      const warnings = server
        .output()
        .split('\n')
        .filter((l) => /"level":(40|50|60)/.test(l));
      if (warnings.length > 0) console.log(`  the server's warnings and errors (${warnings.length}):\n${warnings.slice(-10).join('\n')}`);
      await stopServer(server);
    }

    const [pgRun, liteRun] = results as [DbResult, DbResult];
    const both = (f: (r: DbResult) => string) => `${f(pgRun)} | ${f(liteRun)}`;
    const opt = (n: number | null) => (n === null ? '–' : `${s(n)} s`);
    const goal = (r: DbResult) =>
      `- ${r.kind}: an import of ${ROWS.toLocaleString('en-IN')} rows ≤ ${GOAL_S} s: **${r.bulk.totalS <= GOAL_S ? 'met' : 'NOT met'}** (${s(r.bulk.totalS)} s)`;
    const block = [
      `### ${runTimestamp()}`,
      '',
      `- Machine: ${machine()}`,
      `- Databases: PostgreSQL ${pgVersion.split(' ')[0] ?? pgVersion} (a scratch database) and PGlite (the embedded database, a fresh DATA_DIR); one fresh server on each, the demo world seeded`,
      `- The sheets: ${ROWS.toLocaleString('en-IN')} rows, the template's example row with distinct titles (CSV, ${kib(bulkBytes)}); ` +
        `${PHOTO_ROWS} rows each naming one ${PHOTO.width}×${PHOTO.height} JPEG (${kib(photoBytes / PHOTO_ROWS)} on average) and one small PDF, in a zip of ${mib(zip.length)}; both \`all_or_nothing\``,
      '',
      '| | PostgreSQL | PGlite |',
      '|---|---|---|',
      `| server start, the demo world seeded | ${both((r) => `${s(r.startS)} s`)} |`,
      `| ${ROWS.toLocaleString('en-IN')} rows: the POST's answer (upload, reading and checking every row) | ${both((r) => `${s2(r.bulk.answerS)} s`)} |`,
      `| ${ROWS.toLocaleString('en-IN')} rows: first batch seen written (from sending the POST) | ${both((r) => opt(r.bulk.firstBatchS))} |`,
      `| ${ROWS.toLocaleString('en-IN')} rows: **total, POST sent → \`done\`** | ${both((r) => `**${s(r.bulk.totalS)} s**`)} |`,
      `| ${ROWS.toLocaleString('en-IN')} rows: the writing, by the server's clock (import recorded → finished) | ${both((r) => `${s(r.bulk.serverS)} s`)} |`,
      `| ${ROWS.toLocaleString('en-IN')} rows: rows per second (total) | ${both((r) => (r.bulk.rows / r.bulk.totalS).toFixed(0))} |`,
      `| ${PHOTO_ROWS} rows with a photo and a PDF each: the POST's answer (upload, unzipping, checking) | ${both((r) => `${s2(r.photos.answerS)} s`)} |`,
      `| ${PHOTO_ROWS} rows with files: every row seen written (each batch's files follow it) | ${both((r) => opt(r.photos.writtenS))} |`,
      `| ${PHOTO_ROWS} rows with files: **total, POST sent → \`done\`** | ${both((r) => `**${s(r.photos.totalS)} s**`)} |`,
      `| ${PHOTO_ROWS} rows with files: time per row (total) | ${both((r) => `${((r.photos.totalS * 1000) / r.photos.rows).toFixed(0)} ms`)} |`,
      '',
      `Reading and checking the sheets alone (\`checkSheet\`, in the benchmark's process): ${ROWS.toLocaleString('en-IN')} rows ${checkMs.toFixed(0)} ms; ` +
        `${PHOTO_ROWS} rows with the zip ${checkZipMs.toFixed(0)} ms. Times "seen" are at the ${POLL_MS} ms polls.`,
      '',
      goal(pgRun),
      goal(liteRun),
      `- Load average at the start: ${loadAtStart}; at the end: ${loadAverage()} (1 / 5 / 15 min)`,
    ].join('\n');
    console.log(`\n${block}`);
    if (RECORD) {
      recordRun('imports', INTRO, block);
      console.log(`recorded in ${RESULTS}`);
    } else console.log('(BENCH_RECORD=0: not written to RESULTS.md)');
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
