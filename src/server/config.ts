import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_HOLIDAYS } from '../shared/domain/sale';

/** LOG_REQUESTS: every request, only the failed (5xx) and slow ones, or none. */
export const REQUEST_LOG_MODES = ['all', 'errors', 'off'] as const;
export type RequestLogMode = (typeof REQUEST_LOG_MODES)[number];

const bool = z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** Every environment variable the server reads (listed in the README's configuration table). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'every allowed origin must be an http(s) URL like http://localhost:5173' }))),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
    DATABASE_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
    MIGRATE_ON_START: bool.default(true),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    AUTH_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Neelami <no-reply@neelami.in>'),
    DEMO_MODE: bool.optional(),
    SEED: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_REQUESTS: z.enum(REQUEST_LOG_MODES).default('errors'),
    LOG_SLOW_MS: z.coerce.number().int().min(0).default(1000),
    METRICS_TOKEN: z
      .string()
      .regex(/^\S{16,}$/, 'at least 16 characters, no spaces')
      .optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
    NOTIFICATION_WORKER: bool.optional(),
    NOTIFICATION_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
    NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    NOTIFICATION_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
    NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): TrustProxy => {
        const trust = parseTrustProxy(v);
        if (trust === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              'the number of proxies in front of the server (1 behind one nginx) or their addresses (10.0.0.2,10.0.0.0/24, loopback); ' +
              '`true` would believe whatever a client writes in X-Forwarded-For',
          });
          return z.NEVER;
        }
        return trust;
      }),
    HOLIDAYS: z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? undefined
          : v
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean),
      )
      .pipe(z.array(z.iso.date('every holiday must be a date like 2026-10-02')).optional()),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    S3_CREATE_BUCKET: bool.default(false),
    BID_LOG_SIGNING_KEY: z.string().min(1).optional(),
    MAP_TILES_URL: z
      .string()
      .trim()
      .regex(
        /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
        'an http(s) address, or a path on this server, of raster tiles with {z}, {x} and {y} in it (https://tiles.example.in/{z}/{x}/{y}.png)',
      )
      .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must hold {z}, {x} and {y}')
      .optional(),
    MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL where push services can reach the operator')
      .optional(),
  })
  .refine((e) => e.NODE_ENV !== 'production' || Boolean(e.AUTH_SECRET), {
    path: ['AUTH_SECRET'],
    message: 'required when NODE_ENV=production',
    // NOTE: checked even when other variables are bad, so every problem is reported at once.
    when: () => true,
  })
  .refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT',
    when: () => true,
  })
  .refine((e) => e.STORAGE !== 's3' || Boolean(e.S3_BUCKET), { path: ['S3_BUCKET'], message: 'required when STORAGE=s3', when: () => true })
  .refine((e) => !e.MAP_TILES_URL || Boolean(e.MAP_TILES_ATTRIBUTION), {
    path: ['MAP_TILES_ATTRIBUTION'],
    message: 'required when MAP_TILES_URL is set: the tiles’ licence asks for it (© OpenStreetMap contributors, …)',
    when: () => true,
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY || Boolean(e.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'required when VAPID_PUBLIC_KEY is set',
    when: () => true,
  })
  .refine((e) => !e.VAPID_PRIVATE_KEY || Boolean(e.VAPID_PUBLIC_KEY), {
    path: ['VAPID_PUBLIC_KEY'],
    message: 'required when VAPID_PRIVATE_KEY is set',
    when: () => true,
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID || Boolean(e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'required when S3_ACCESS_KEY_ID is set',
    when: () => true,
  })
  .refine((e) => !e.S3_SECRET_ACCESS_KEY || Boolean(e.S3_ACCESS_KEY_ID), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'required when S3_SECRET_ACCESS_KEY is set',
    when: () => true,
  });

/** An S3-compatible object store holding media under `media/` and documents under `documents/` of one bucket. */
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, Ceph, R2…); AWS's own endpoint otherwise. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Undefined: the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Create the bucket at start when it is missing. */
  createBucket: boolean;
};
/** Where uploads live: folders under DATA_DIR (one server), or a bucket every server node shares. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Where the server listens: HOST, else loopback in demo mode and every interface otherwise. */
  host: string;
  port: number;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's that may make state-changing requests (the Vite dev server's in development). */
  allowedOrigins: string[];
  dataDir: string;
  mediaDir: string;
  /** Auction documents: outside mediaDir, so never served by the public /media route. */
  documentsDir: string;
  /** Media and documents: on local disk (mediaDir, documentsDir) or in an S3-compatible bucket. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per server process (every process on the database counts against its max_connections). */
  databasePoolSize: number;
  /**
   * PostgreSQL's `max_parallel_workers_per_gather` for the server's connections (decision 048): 0 by
   * default, since a listing's statements take milliseconds and starting workers for them cost more
   * than it saved, and took the cores other requests were waiting for.
   */
  databaseParallelWorkers: number;
  /** Apply pending migrations at start (under a lock, so several nodes may start together); off when operators migrate separately. */
  migrateOnStart: boolean;
  /** On SIGTERM, how long to keep serving (answering /api/ready with 503) before closing, so a load balancer can take the node out first. */
  shutdownDrainMs: number;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoMode: boolean;
  seed: boolean;
  logLevel: string;
  /** Which requests leave a log line when answered: all, only 5xx and slow ones (the default), or none. */
  logRequests: RequestLogMode;
  /** From how many milliseconds a request counts as slow (logged at warn under `errors`). */
  logSlowMs: number;
  /** Bearer token that /metrics on the main port requires; without it (and without metricsPort) there are no metrics. */
  metricsToken: string | undefined;
  /** Ed25519 private key (PKCS #8 PEM) that signs closed bid logs; generated in DATA_DIR when unset. */
  bidLogSigningKey: string | undefined;
  /** A port of its own for /metrics (then not served on the main port). */
  metricsPort: number | undefined;
  schedulerIntervalMs: number;
  /** The notification outbox worker (decision 026): on in every server process unless turned off. */
  notifications: {
    worker: boolean;
    intervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
    retentionDays: number;
  };
  /** How long a listing answer may be reused without a change event; 0 turns the catalogue cache off (decision 005). */
  catalogueCacheMs: number;
  /** Sign-in and sign-up attempts per minute per client address. */
  authRateLimit: number;
  /**
   * Which hops of X-Forwarded-For to believe: none (the socket's address, which no caller can forge),
   * the last N (as many as there are proxies in front), or those added by proxies at the listed addresses.
   */
  trustProxy: TrustProxy;
  /** Dates (IST, YYYY-MM-DD) that are not working days for a sale's payment deadlines, besides Sundays. */
  holidays: string[];
  /**
   * The VAPID key pair that signs Web Push requests (base64url, as `web-push generate-vapid-keys` prints
   * them); unset: generated in DATA_DIR outside production or on the embedded database, else push is off.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this sender: VAPID_SUBJECT, else mailto: MAIL_FROM's address. */
  vapidSubject: string;
  /**
   * The map's raster tiles (decision 056): an `{z}/{x}/{y}` address and the attribution its licence asks
   * for; unset, the Location tab shows the map of India shipped with the app.
   */
  mapTiles: { url: string; attribution: string } | undefined;
};

/**
 * TRUST_PROXY as Fastify takes it: false (no proxy), a number of proxy hops, or the proxies' addresses
 * and ranges (proxy-addr's names `loopback`, `linklocal` and `uniquelocal` included).
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * NOTE: never `true`: Fastify would then take the left-most address of X-Forwarded-For, which the
 * client wrote, so every request could claim a new address (and a new sign-in bucket). Only the
 * addresses our own proxies add are believed: the right-most N, or those added by a listed proxy.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (['', 'false', '0', 'off', 'no'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : null;
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  try {
    new BlockList().addSubnet(address, Number(prefix), family === 6 ? 'ipv6' : 'ipv4');
    return true;
  } catch {
    return false;
  }
}

/** Parses the environment once; every problem is reported together. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = e.DATA_DIR;
  const demoMode = e.DEMO_MODE ?? e.NODE_ENV !== 'production';
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    // NOTE: demo mode lets anyone create and reset bidding accounts, so unless HOST says otherwise it
    // listens on loopback only ('localhost': both 127.0.0.1 and ::1); without it, on every interface.
    host: e.HOST ?? (demoMode ? 'localhost' : '0.0.0.0'),
    port: e.PORT,
    publicUrl,
    // NOTE: in demo mode a loopback origin's other names (localhost, 127.0.0.1, [::1]) are the same
    // server on the same machine: the start prints 127.0.0.1, and a sign-in there must not be refused
    // as cross-site (decision 004). Nowhere else: another name is another site.
    allowedOrigins: demoMode
      ? loopbackAliases([publicUrl, ...e.ALLOWED_ORIGINS]).filter((o) => o !== new URL(publicUrl).origin)
      : e.ALLOWED_ORIGINS,
    dataDir,
    mediaDir: `${dataDir.replace(/\/$/, '')}/media`,
    documentsDir: `${dataDir.replace(/\/$/, '')}/documents`,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            // NOTE: stores other than AWS rarely resolve bucket.host names, so an endpoint means path style unless told.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            createBucket: e.S3_CREATE_BUCKET,
          }
        : { kind: 'local' },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseParallelWorkers: e.DATABASE_PARALLEL_WORKERS,
    migrateOnStart: e.MIGRATE_ON_START,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    // NOTE: a fixed development secret keeps sessions valid across restarts of the embedded setup;
    // production refuses to start without AUTH_SECRET (checked in EnvSchema).
    authSecret: e.AUTH_SECRET ?? 'neelami-development-secret-change-me-in-production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoMode,
    // NOTE: production never gets the demo world (and its printed admin password) unless asked for.
    seed: e.SEED ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    logSlowMs: e.LOG_SLOW_MS,
    metricsToken: e.METRICS_TOKEN,
    bidLogSigningKey: e.BID_LOG_SIGNING_KEY,
    metricsPort: e.METRICS_PORT,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    notifications: {
      // NOTE: off in tests unless a test drives it (its `tick`) or turns it on.
      worker: e.NOTIFICATION_WORKER ?? e.NODE_ENV !== 'test',
      intervalMs: e.NOTIFICATION_INTERVAL_MS,
      retryBaseMs: e.NOTIFICATION_RETRY_BASE_MS,
      retryMaxMs: e.NOTIFICATION_RETRY_MAX_MS,
      maxAttempts: e.NOTIFICATION_MAX_ATTEMPTS,
      retentionDays: e.NOTIFICATION_RETENTION_DAYS,
    },
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    holidays: e.HOLIDAYS ?? [...DEFAULT_HOLIDAYS],
    mapTiles: e.MAP_TILES_URL && e.MAP_TILES_ATTRIBUTION ? { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION } : undefined,
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${addressOf(e.MAIL_FROM)}`,
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The origins, each followed by its other loopback names when it is a loopback one (same scheme and port). */
export function loopbackAliases(origins: readonly string[]): string[] {
  const all = origins.flatMap((o) => {
    const url = new URL(o);
    if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
    return [url.origin, ...LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`)];
  });
  return [...new Set(all)];
}

/** The address of a mailbox like `Neelami <no-reply@neelami.in>`. */
function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}

export class ConfigError extends Error {}
