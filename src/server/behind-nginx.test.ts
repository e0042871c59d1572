/**
 * The shipped deployment's trust in its proxy: two server processes (main.ts) on one PostgreSQL,
 * behind Debian's nginx running deploy/nginx.conf (its upstream and port moved to loopback), with the
 * nodes' TRUST_PROXY as compose.yaml sets it. A client that writes its own X-Forwarded-For must gain
 * nothing: the sign-in limit still counts the address nginx saw, on both nodes together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { freePort } from './test/free-port';
import { openTestDatabase, testDbKind, TMP_DIR } from './test/test-db';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');
const NGINX = '/usr/sbin/nginx';
const SIGN_IN_LIMIT = 3;

/** The nodes' TRUST_PROXY as compose.yaml ships it. */
function composeTrustProxy(): string {
  const match = /^\s+TRUST_PROXY:\s*'?([^'\n]*)'?\s*$/m.exec(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'));
  if (!match) throw new Error('compose.yaml sets no TRUST_PROXY for the nodes');
  return match[1]!;
}

/** deploy/nginx.conf as shipped, with the nodes and the listening port on loopback, in a config nginx can run unprivileged. */
function nginxConfig(dir: string, port: number, nodePorts: number[]): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const nodes = shipped.match(/^\s*server app\d+:3000[^;]*;$/gm) ?? [];
  expect(nodes, 'deploy/nginx.conf names the nodes app1:3000 and app2:3000').toHaveLength(2);
  let conf = shipped;
  nodes.forEach((line, i) => (conf = conf.replace(line, line.replace(/app\d+:3000/, `127.0.0.1:${nodePorts[i]}`))));
  expect(conf, 'deploy/nginx.conf listens on port 80').toMatch(/listen 80;/);
  conf = conf.replace('listen 80;', `listen 127.0.0.1:${port};`);
  const tmp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
${conf}
}
`;
}

const children = new Set<ChildProcess>();
function track(child: ChildProcess, output: string[]): ChildProcess {
  children.add(child);
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${output.join('')}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const onPostgres = testDbKind() === 'postgres';
const hasNginx = existsSync(NGINX);
if (onPostgres && !hasNginx)
  console.warn(`behind-nginx.test.ts: skipped, ${NGINX} is missing (Debian: apt-get install nginx-light or nginx)`);

describe.runIf(onPostgres && hasNginx)('two nodes behind the shipped nginx, on one PostgreSQL', () => {
  let database: Database;
  let base: string;
  const output: string[] = [];
  const dir = path.join(TMP_DIR, `nginx-${randomBytes(4).toString('hex')}`);

  beforeAll(async () => {
    database = await openTestDatabase();
    mkdirSync(dir, { recursive: true });
    const [proxyPort, ...nodePorts] = await Promise.all([freePort(), freePort(), freePort()]);
    base = `http://127.0.0.1:${proxyPort}`;
    const nodes = nodePorts.map((port, i) =>
      track(
        spawn(process.execPath, ['--import', 'tsx', MAIN], {
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: base,
            DATABASE_URL: database.url!,
            DATABASE_POOL_SIZE: '4',
            MIGRATE_ON_START: 'false',
            DATA_DIR: path.join(dir, `node${i + 1}`),
            AUTH_SECRET: 'nginx-test-secret-of-at-least-32-characters',
            AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
            TRUST_PROXY: composeTrustProxy(),
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
        output,
      ),
    );
    await Promise.all(nodes.map((node, i) => waitFor(`http://127.0.0.1:${nodePorts[i]}/api/ready`, node, output)));
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, proxyPort!, nodePorts));
    const nginx = track(spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }), output);
    await waitFor(`${base}/api/ready`, nginx, output);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = (email: string, forwardedFor?: string) =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });

  it('refuses the attempt past the limit whatever X-Forwarded-For the client writes', async () => {
    const statuses: number[] = [];
    // A new forged address (and a new account) on each try, spread over both nodes by nginx.
    for (let i = 1; i <= SIGN_IN_LIMIT + 3; i++) {
      const res = await signIn(`probe${i}@example.in`, `198.51.100.${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429, 429]);
    // A forged loopback address or a chain of them does not help either.
    expect((await signIn('probe-x@example.in', '127.0.0.1')).status).toBe(429);
    expect((await signIn('probe-y@example.in', '10.0.0.1, 192.0.2.7')).status).toBe(429);
  });
});
