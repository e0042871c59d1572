/**
 * `npm run verify:bid-log -- <auction URL | saved bid-log JSON> [--key <PEM file | URL of /api/bid-log/public-key>]`:
 * checks an auction's public bid log (decision 020) end to end with nothing but the platform's public key:
 * no database, no server configuration.
 *   - An auction URL (`https://host/auction/<id>`, or `…/api/auctions/<id>/bid-log`): the log is fetched from
 *     that origin, and the key from `--key`, else from the same origin's `/api/bid-log/public-key`.
 *   - A saved log (the JSON the bid-log endpoint answers): a sealed one needs `--key`; an unsealed one
 *     (the auction has not closed) is checked for its chain alone.
 * Exit code 0 when the log checks, 1 when it is broken, 2 when the input is not usable.
 * NOTE: a key fetched from the server that serves the log proves the log has not changed since that key
 * signed it (an edit in the database, a copy altered on the way); to trust the key itself, compare its
 * key id with one published elsewhere, or pass a PEM kept from before.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { BidLogPublicKeySchema, BidLogSchema, spkiFromPem, verifyBidLog, type BidLog, type BidLogVerdict } from '../src/shared/bid-log';

/** The input cannot be checked (not a bid log, unreachable, no key for a sealed log): exit code 2. */
export class VerifyInputError extends Error {}

export const EXIT = { ok: 0, broken: 1, input: 2 } as const;

const USAGE = 'Usage: npm run verify:bid-log -- <auction URL or saved bid-log JSON file> [--key <PEM file or public-key URL>]';
const FETCH_TIMEOUT_MS = 30_000;
/** An auction's id in a web page or API path: /auction/<id>, /api/auctions/<id>, /api/auctions/<id>/bid-log. */
const AUCTION_PATH = /\/auctions?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

export type VerifyReport = {
  auctionId: string;
  verdict: BidLogVerdict;
  /** Where the public key came from, or null when none was needed (an unsealed log without --key). */
  keySource: string | null;
  /** The result as the command prints it: the verdict, then (when it checks) what it rests on. */
  lines: string[];
};

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** The JSON at a URL; any failure is an input error with one line of explanation. */
async function fetchJson(url: string, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
    throw new VerifyInputError(`Could not fetch the ${what} from ${url}: ${cause}`);
  }
  if (!res.ok) throw new VerifyInputError(`Could not fetch the ${what}: ${url} answered ${res.status} ${res.statusText}`.trim());
  try {
    return await res.json();
  } catch {
    throw new VerifyInputError(`The ${what} at ${url} is not JSON`);
  }
}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new VerifyInputError(`Cannot read the ${what} ${file}: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
  }
}

/** The value of a JSON text, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first problem zod found, as "path: message". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown shape';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

function parseLog(value: unknown, source: string): BidLog {
  const parsed = BidLogSchema.safeParse(value);
  if (!parsed.success) throw new VerifyInputError(`${source} is not a bid log (${firstIssue(parsed.error)})`);
  return parsed.data;
}

/** Checks that a base64 SPKI is an Ed25519 public key, so a wrong file is an input error, not a broken log. */
async function checkedSpki(spki: string, source: string): Promise<{ spki: string }> {
  try {
    const der = Uint8Array.from(atob(spki), (c) => c.charCodeAt(0));
    await crypto.subtle.importKey('spki', der, { name: 'Ed25519' }, false, ['verify']);
    return { spki };
  } catch {
    throw new VerifyInputError(`${source} is not an Ed25519 public key`);
  }
}

/** The public key from `--key`: a PEM file, a saved public-key answer, or the public-key endpoint's URL. */
async function loadKey(option: string): Promise<{ spki: string }> {
  if (isUrl(option)) {
    const parsed = BidLogPublicKeySchema.safeParse(await fetchJson(option, 'public key'));
    if (!parsed.success) throw new VerifyInputError(`${option} did not answer with a bid-log public key (${firstIssue(parsed.error)})`);
    return checkedSpki(parsed.data.spki, option);
  }
  const text = await readText(option, 'key file');
  // The endpoint's answer saved as a file carries the same key (its `pem` too, so JSON is tried first).
  if (text.trimStart().startsWith('{')) {
    const parsed = BidLogPublicKeySchema.safeParse(parseJson(text));
    if (parsed.success) return checkedSpki(parsed.data.spki, option);
  }
  if (text.includes('-----BEGIN PUBLIC KEY-----')) return checkedSpki(spkiFromPem(text), option);
  throw new VerifyInputError(`${option} is not a PEM public key (-----BEGIN PUBLIC KEY-----)`);
}

/** Where the log comes from: its JSON, the auction asked for (a URL names one) and the key's default URL. */
async function loadLog(source: string): Promise<{ log: BidLog; asked: string | null; defaultKeyUrl: string | null }> {
  if (!isUrl(source)) {
    const text = await readText(source, 'bid-log file');
    const value = parseJson(text);
    if (value === undefined) throw new VerifyInputError(`${source} is not JSON: save the answer of GET /api/auctions/<id>/bid-log`);
    return { log: parseLog(value, source), asked: null, defaultKeyUrl: null };
  }
  const url = new URL(source);
  const id = AUCTION_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  if (!id) throw new VerifyInputError(`No auction id in ${source}: give …/auction/<id> or …/api/auctions/<id>/bid-log`);
  const logUrl = `${url.origin}/api/auctions/${id}/bid-log`;
  return { log: parseLog(await fetchJson(logUrl, 'bid log'), logUrl), asked: id, defaultKeyUrl: `${url.origin}/api/bid-log/public-key` };
}

/** verifyBidLog, after the one way a log can be wrong that it cannot see: being another auction's. */
async function check(log: BidLog, key: { spki: string } | null, asked: string | null): Promise<BidLogVerdict> {
  const broken = (reason: string): BidLogVerdict => ({ ok: false, seq: null, reason, entries: log.entries.length });
  // NOTE: a log of another auction checks on its own (its genesis names its own auction), so the auction
  // asked for is compared first: a server answering with another auction's log has not answered.
  if (asked && log.auctionId.toLowerCase() !== asked) return broken(`the server answered with the log of auction ${log.auctionId}`);
  return verifyBidLog(log, key);
}

/**
 * Loads the log from `source` (an auction URL or a saved JSON file) and the key from `keyOption` (or
 * the log's origin), and checks it with `verifyBidLog`. Throws VerifyInputError when it cannot check.
 */
export async function verifyFromSource(source: string, keyOption?: string | null): Promise<VerifyReport> {
  const { log, asked, defaultKeyUrl } = await loadLog(source);
  const keySource = keyOption ?? (log.seal ? defaultKeyUrl : null);
  if (log.seal && !keySource) {
    throw new VerifyInputError(`The log is sealed: give the platform's public key with --key <PEM file or URL of /api/bid-log/public-key>`);
  }
  const key = keySource ? await loadKey(keySource) : null;
  const verdict = await check(log, key, asked);
  const head = `Bid log of auction ${asked ?? log.auctionId}`;
  const lines: string[] = [];
  if (!verdict.ok) {
    lines.push(`${head}: BROKEN${verdict.seq === null ? '' : ` at entry ${verdict.seq}`}: ${verdict.reason}`);
  } else if (verdict.sealed) {
    lines.push(`${head}: OK — ${verdict.entries} entries, head ${verdict.head.hash}, sealed with key ${verdict.keyId}`);
    lines.push(`Key from ${keySource}.`);
  } else {
    lines.push(`${head}: OK — ${verdict.entries} entries, head ${verdict.head.hash}, not sealed`);
    lines.push('The auction has not closed, so the log has no seal yet: only its chain of hashes was checked.');
  }
  return { auctionId: asked ?? log.auctionId, verdict, keySource, lines };
}

/** The command: parses its arguments, prints the result, and resolves to the exit code. */
export async function runVerifyCli(args: string[], out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { key: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (err) {
    // Node's message names the option ("Unknown option '--kye'…") on one line.
    out.error((err as Error).message.split('\n')[0]);
    return EXIT.input;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.log(USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) {
    out.error(USAGE);
    return EXIT.input;
  }
  try {
    const report = await verifyFromSource(positionals[0]!, values.key);
    for (const line of report.lines) out.log(line);
    return report.verdict.ok ? EXIT.ok : EXIT.broken;
  } catch (err) {
    if (err instanceof VerifyInputError) {
      out.error(err.message);
      return EXIT.input;
    }
    // Anything else is a fault of this command, not of the input: one line still, with what it was.
    out.error(`verify:bid-log failed: ${(err as Error).message ?? String(err)}`);
    return EXIT.input;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // NOTE: exit at once: fetch keeps its connections open for a few seconds after the last answer.
  process.exit(await runVerifyCli(process.argv.slice(2)));
}
