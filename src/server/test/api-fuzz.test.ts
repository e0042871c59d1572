/**
 * A mutation fuzzer over every operation of the API document: each operation's valid request (seeded
 * ids, a caller allowed to make it, a body and query from its schemas), then one field at a time made
 * wrong (types, ranges, control characters, long text, bad ids and dates, missing and extra fields,
 * broken JSON and multipart bodies). No answer may be 5xx.
 *
 * In the suite: every operation × the `core` mutations. `npm run test:fuzz`: every mutation and
 * FUZZ_RUNS random ones per operation from FUZZ_SEED (printed; the same seed sends the same requests).
 * FUZZ_OPERATION='POST /api/auctions' limits a run to the operations whose key contains it.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_HINTS, randomBadValue, type HintContext } from './api-fuzz-values';
import {
  describeRequest,
  fieldsOf,
  mutationsOf,
  operationsOf,
  toInject,
  validRequest,
  valueMutation,
  type ApiDocument,
  type FuzzRequest,
  type Mutation,
  type Operation,
} from './api-fuzz-requests';
import { createWorld, setupOf, SETUPS, type Setup, type World } from './api-fuzz-world';
import { createTestApp, ORIGIN } from './test-app';

/**
 * Operations the fuzzer does not send, each with the reason. (Sign-out is sent, but never with the
 * fuzzing callers' own sessions: each request ends a session made for it, see `throwaway-session`.)
 */
const SKIPPED: Record<string, string> = {
  'GET /api/realtime': 'the WebSocket upgrade, not a request/answer operation, and not in the API document',
  'POST /api/demo-users/reset':
    'deletes and recreates the demo buyers and rewrites every auction they bid on: sent in a loop it is a load test of resets, not a test of input',
};

/**
 * 5xx answers found by the fuzzer whose cause lies in code owned elsewhere and is being fixed there.
 * Each is printed as known on every run, and an entry whose request no longer fails makes the suite
 * fail, so this list only shrinks. Keyed by operation and mutation name exactly as a report prints them.
 */
const KNOWN_5XX: { operation: string; mutation: string; cause: string }[] = [];

const RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? (RUNS > 0 ? Date.now() % 2 ** 31 : 1));
const ONLY = process.env.FUZZ_OPERATION;

const ctx = await createTestApp({ authRateLimit: 1_000_000 });
const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as ApiDocument;
const operations = operationsOf(doc).filter((op) => !ONLY || op.key.includes(ONLY));

let world: World;
let seq = 0;
const hintContext: HintContext = { seq: () => ++seq, now: Date.now() };
const tally = { requests: 0, refusedByClient: 0, byStatus: new Map<string, number>(), started: 0 };

beforeAll(async () => {
  tally.started = Date.now();
  world = await createWorld(ctx);
  if (RUNS > 0) console.log(`API fuzz: ${RUNS} random mutations per operation, FUZZ_SEED=${SEED}`);
}, 180_000);

afterAll(async () => {
  const statuses = [...tally.byStatus].sort().map(([s, n]) => `${s}: ${n}`);
  console.log(
    `API fuzz: ${tally.requests} requests over ${operations.length} operations in ${((Date.now() - tally.started) / 1000).toFixed(1)} s ` +
      `(${statuses.join(', ')}; ${tally.refusedByClient} refused by the HTTP client)`,
  );
  await ctx.close();
});

type Failure = { mutation: string; status: number; request: string; answer: string };

describe('the API under mutated requests', () => {
  it('sends every operation of the API document, and its setups name only operations that exist', () => {
    const keys = new Set(operationsOf(doc).map((op) => op.key));
    expect(keys.size).toBeGreaterThan(75);
    expect(Object.keys(SETUPS).filter((key) => !keys.has(key))).toEqual([]);
  });

  for (const op of operations) {
    const skipped = SKIPPED[op.key];
    if (skipped) {
      it.skip(`${op.key} (skipped: ${skipped})`, () => {});
      continue;
    }
    it(`${op.key} never answers 5xx`, async () => runOperation(op), RUNS > 0 ? 120_000 + RUNS * 1_000 : 60_000);
  }
});

async function runOperation(op: Operation) {
  const setup = setupOf(op.key);
  let seed = (await setup.prepare?.(world)) ?? {};
  const base = () => validRequest(op, seed, FIELD_HINTS, hintContext);

  const valid = await send(setup, base());
  expect(valid.statusCode, `the valid request of ${op.key} answered ${valid.statusCode}: ${valid.body}`).toBeLessThan(500);
  expect(errorCode(valid), `the valid request of ${op.key} must pass validation: ${valid.body}`).not.toBe('VALIDATION');
  expect([401, 403], `the valid request of ${op.key} must be allowed for its caller: ${valid.body}`).not.toContain(valid.statusCode);
  let usedUp = valid.statusCode < 300;

  // NOTE: an operation that reads nothing but its path is not deepened by a fresh fixture: its
  // handler never sees the mutated body, so a used-up fixture (409) serves as well and costs nothing.
  const readsInput = fieldsOf(op, base()).some((f) => f.at !== 'path');
  const failures: Failure[] = [];
  const sent = new Set<string>();
  for (const mutation of mutationsFor(op, base())) {
    if (setup.renew === 'each-request' || (setup.renew === 'after-success' && usedUp && readsInput))
      seed = (await setup.prepare?.(world)) ?? {};
    const req = mutation.apply(base());
    if (!req) continue;
    const { res, request } = await sendDescribed(setup, req);
    sent.add(mutation.name);
    if (!res) continue;
    usedUp = res.statusCode < 300;
    if (res.statusCode >= 500) failures.push({ mutation: mutation.name, status: res.statusCode, request, answer: res.body.slice(0, 300) });
  }

  const known = KNOWN_5XX.filter((k) => k.operation === op.key);
  const isKnown = (f: Failure) => known.some((k) => k.mutation === f.mutation);
  for (const f of failures.filter(isKnown)) {
    const { cause } = known.find((k) => k.mutation === f.mutation)!;
    console.warn(`KNOWN 5xx (listed in KNOWN_5XX: ${cause}): ${op.key}: ${f.mutation} → ${f.status}\n    ${f.request}`);
  }
  const fixed = known.filter((k) => sent.has(k.mutation) && !failures.some((f) => f.mutation === k.mutation));
  const fresh = failures.filter((f) => !isKnown(f));
  const report = fresh.map((f) => `${op.key}: ${f.mutation} → ${f.status} ${f.answer}\n    ${f.request}`);
  const reproduce = `reproduce: FUZZ_SEED=${SEED}${RUNS ? ` FUZZ_RUNS=${RUNS}` : ''} FUZZ_OPERATION='${op.key}' npx vitest run src/server/test/api-fuzz.test.ts`;
  expect(report, `${fresh.length} answers of 5xx (${reproduce})`).toEqual([]);
  expect(
    fixed.map((k) => k.mutation),
    `no longer answered with 5xx: remove these from KNOWN_5XX`,
  ).toEqual([]);
}

/** The suite's fixed list, or for `npm run test:fuzz` every catalogued mutation and FUZZ_RUNS random ones. */
function mutationsFor(op: Operation, base: FuzzRequest): Mutation[] {
  const catalogue = mutationsOf(op, base);
  if (RUNS <= 0) return catalogue.filter((m) => m.core);
  const fields = fieldsOf(op, base);
  const unknownQuery = fc
    .string({ minLength: 1, maxLength: 20 })
    .map((name) => ({ at: 'query' as const, path: [name], required: false, schema: {} }));
  const field = fields.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: unknownQuery })
    : unknownQuery;
  const valueMutations = fc.tuple(field, randomBadValue).map(([f, bad]) => valueMutation(f, bad));
  const rawBodies = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.json()).map((text): Mutation => ({
    name: `random body ${JSON.stringify(text.slice(0, 60))}`,
    core: false,
    apply: (req) => ({ ...req, body: { kind: 'raw', payload: text, contentType: 'application/json' } }),
  }));
  const arbitrary =
    op.method === 'GET' ? valueMutations : fc.oneof({ weight: 5, arbitrary: valueMutations }, { weight: 1, arbitrary: rawBodies });
  return [...catalogue, ...fc.sample(arbitrary, { numRuns: RUNS, seed: SEED ^ hash(op.key) })];
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

let throwaway: string | undefined;

async function cookieFor(setup: Setup): Promise<string | undefined> {
  if (setup.as === 'visitor') return undefined;
  // NOTE: sign-out gets sessions of its own, so the fuzzer never signs its callers out.
  if (setup.as === 'throwaway-session') return (throwaway ??= await world.fresh.session());
  return world.cookies[setup.as];
}

async function send(setup: Setup, req: FuzzRequest): Promise<LightMyRequestResponse> {
  const { res, request } = await sendDescribed(setup, req);
  if (!res) throw new Error(`the HTTP client refused the valid request: ${request}`);
  return res;
}

/** Sends the request; `res` is undefined when the HTTP client itself refuses it (a header it cannot carry). */
async function sendDescribed(setup: Setup, req: FuzzRequest) {
  const cookie = await cookieFor(setup);
  const options = await toInject(req, { origin: ORIGIN, ...(cookie ? { cookie } : {}) });
  const request = describeRequest(options);
  tally.requests += 1;
  try {
    const res = await ctx.app.inject(options);
    // A throwaway session that was signed out is replaced for the next request.
    if (setup.as === 'throwaway-session' && res.statusCode < 300) throwaway = undefined;
    const status = `${String(res.statusCode)[0]}xx`;
    tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    return { res, request };
  } catch (err) {
    if (err instanceof TypeError || (err as { code?: string }).code?.startsWith('ERR_')) {
      tally.refusedByClient += 1;
      return { res: undefined, request };
    }
    throw err;
  }
}

function errorCode(res: LightMyRequestResponse): string | undefined {
  try {
    return (res.json() as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
