import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm';
import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';

/**
 * How the server logs: one JSON line per event (pino), each line of a request carrying its id
 * (`reqId`), and errors that never carry SQL or its parameters.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the caller's (a proxy's) X-Request-Id when it is a sane token, else a new
 * one. NOTE: anything else is replaced rather than cleaned, so no header can put text of its choice
 * (new lines, markup, a megabyte) into the logs or our answers.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify options behind the logs: request ids, our own request lines, errors redacted. */
export function loggingOptions(logger: boolean | object | undefined): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const base: { serializers?: object } | null = logger === true ? {} : logger || null;
  // NOTE: every error logged under `err`, by the app or a library, goes through errorForLog.
  const err = errorForLog as (e: Error) => { type: string; message: string; stack: string };
  return {
    logger: base ? { ...base, serializers: { ...base.serializers, err } } : false,
    genReqId: requestIdOf,
    // NOTE: Fastify's own two lines per request (incoming, completed) filled the disk under load;
    // request-log.ts writes at most one, and only what LOG_REQUESTS asks for.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** What of a PostgreSQL error is safe to log: names and codes, never values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
/** Properties of an error that may hold SQL text, its parameters or row values. */
const UNSAFE_KEYS = new Set(['query', 'params', 'parameters', 'sql', 'internalQuery', 'where', 'detail', 'queryOptions', 'cause']);

const QUERY_FAILED = 'Failed query (its SQL and parameters are left out of the log)';

function isDatabaseError(err: Error): err is Error & Record<(typeof DATABASE_ERROR_FIELDS)[number], unknown> {
  const { code } = err as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && ('severity' in err || 'routine' in err);
}

/** Drizzle's wrapper, whose message is "Failed query: <sql> params: <values>". */
function isQueryError(err: Error): boolean {
  return err instanceof DrizzleQueryError || err.message.startsWith('Failed query:');
}

const isPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * An error as the logs show it (the `err` serializer of every logger of the app): type, message,
 * stack and its simple properties, its causes likewise; a failed query without its SQL and
 * parameters, a database error by its code and the names of what it concerns (table, constraint).
 * NOTE: a PostgreSQL message is cut at its first ": ", after which PostgreSQL quotes the value it
 * refused (`invalid input syntax for type uuid: "…"`); the names before it stay.
 */
export function errorForLog(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const type = err.constructor?.name || err.name;
  const out: Record<string, unknown> = { type };
  if (isDatabaseError(err)) {
    out.message = err.message.split(': ')[0];
    for (const key of DATABASE_ERROR_FIELDS) if (err[key] !== undefined) out[key] = err[key];
  } else if (isQueryError(err)) {
    out.message = QUERY_FAILED;
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${QUERY_FAILED}`, ...frames].join('\n');
  } else {
    out.message = err.message;
    out.stack = err.stack;
    for (const [key, value] of Object.entries(err)) if (!UNSAFE_KEYS.has(key) && isPrimitive(value)) out[key] = value;
  }
  if (err.cause !== undefined && depth < 5) out.cause = errorForLog(err.cause, depth + 1);
  return out;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** An argument of a Better Auth log call, with any error in it (or one level down) made safe. */
function argForLog(arg: unknown): unknown {
  if (arg instanceof Error) return errorForLog(arg);
  if (arg === null || typeof arg !== 'object' || Array.isArray(arg)) return arg;
  return Object.fromEntries(Object.entries(arg).map(([k, v]) => [k, v instanceof Error ? errorForLog(v) : v]));
}

/**
 * Better Auth's `logger` option writing through pino, so its lines are JSON like every other
 * (it would print coloured text to stdout). Every level reaches pino, whose level decides.
 */
export function betterAuthLogger(log: Pick<FastifyBaseLogger, Level>) {
  return {
    level: 'debug' as const,
    log(level: Level, message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== err).map(argForLog);
      log[level]({ source: 'better-auth', ...(err ? { err } : {}), ...(rest.length > 0 ? { args: rest } : {}) }, message.trim());
    },
  };
}
